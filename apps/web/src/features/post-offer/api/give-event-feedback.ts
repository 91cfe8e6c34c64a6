import {
  PRE_DEPARTURE_EVENT_MESSAGES,
  type TEventFeedbackBody,
  type TPreDepartureEvent,
  ZPreDepartureEvent,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_KEYS } from '../../../lib/api/dashboard-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { PRE_DEPARTURE_EVENT_KEYS } from './pre-departure-event-keys.ts';

/** POST /api/student/events/{eventId}/feedback: a 1–5 rating and an optional comment, once. */
export async function giveEventFeedback(
  eventId: number,
  body: TEventFeedbackBody,
): Promise<TPreDepartureEvent> {
  const response = await apiClient.post(`/api/student/events/${eventId}/feedback`, body);
  return ZPreDepartureEvent.parse(response.data);
}

/** The feedback form's call: a refusal shows in the form (isShownInline); thanks are a toast. */
export function useGiveEventFeedback(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PRE_DEPARTURE_EVENT_KEYS.feedback(eventId),
    mutationFn: (body: TEventFeedbackBody) => giveEventFeedback(eventId, body),
    meta: { isShownInline: true, successMessage: PRE_DEPARTURE_EVENT_MESSAGES.thanks },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PRE_DEPARTURE_EVENT_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEYS.all }),
      ]);
    },
  });
}
