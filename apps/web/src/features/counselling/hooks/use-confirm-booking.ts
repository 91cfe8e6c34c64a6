import type { TCounsellingBookBody } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_KEYS } from '../../../lib/api/dashboard-keys.ts';
import { notify } from '../../../lib/notify.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { storeCounsellingBooked } from '../../../lib/session.ts';
import { useBookCounselling } from '../api/book-counselling.ts';
import { COUNSELLING_KEYS } from '../api/counselling-keys.ts';
import { useRescheduleCounselling } from '../api/reschedule-counselling.ts';
import { dayNameOf } from '../counselling-days.ts';
import { COUNSELLING_TEXTS } from '../counselling-texts.ts';

/**
 * Books (POST) or moves (PUT) the session. On success the local flag is set first — the /dashboard guard
 * reads it — then the dashboard and counselling caches are refreshed, a toast names the session (the
 * message depends on the slot, so it is sent here rather than through the mutation's meta), and the
 * student lands on /dashboard. One request per confirmation: a double click does not send a second.
 */
export function useConfirmBooking(isReschedule: boolean) {
  const book = useBookCounselling();
  const reschedule = useRescheduleCounselling();
  const mutation = isReschedule ? reschedule : book;
  const isSending = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirm = (body: TCounsellingBookBody) => {
    if (isSending.current) return;
    isSending.current = true;
    mutation.reset();
    mutation.mutate(body, {
      onSuccess: (booking) => {
        storeCounsellingBooked(true);
        void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEYS.all });
        void queryClient.invalidateQueries({ queryKey: COUNSELLING_KEYS.all });
        const day = dayNameOf(booking.date);
        notify.success(
          isReschedule
            ? COUNSELLING_TEXTS.topic.moved(day, booking.time)
            : COUNSELLING_TEXTS.topic.booked(day, booking.time),
        );
        void navigate(PATHS.dashboard);
      },
      onSettled: () => {
        isSending.current = false;
      },
    });
  };

  return { confirm, isSending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
