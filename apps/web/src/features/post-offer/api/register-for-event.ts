import { PRE_DEPARTURE_EVENT_MESSAGES, type TPreDepartureEvent, ZPreDepartureEvent } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_KEYS } from '../../../lib/api/dashboard-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { POST_OFFER_TEXTS } from '../post-offer-texts.ts';
import { PRE_DEPARTURE_EVENT_KEYS } from './pre-departure-event-keys.ts';

/** POST /api/student/events/{eventId}/registration: answers the event, now registered. */
export async function registerForEvent(eventId: number): Promise<TPreDepartureEvent> {
  const response = await apiClient.post(`/api/student/events/${eventId}/registration`);
  return ZPreDepartureEvent.parse(response.data);
}

/** Register; the list and the dashboard's Pre-Departure card read again. The server's refusal is a toast. */
export function useRegisterForEvent(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PRE_DEPARTURE_EVENT_KEYS.register(eventId),
    mutationFn: () => registerForEvent(eventId),
    meta: {
      successMessage: PRE_DEPARTURE_EVENT_MESSAGES.registered,
      errorMessage: POST_OFFER_TEXTS.registerFailed,
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PRE_DEPARTURE_EVENT_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEYS.all }),
      ]);
    },
  });
}
