import type { TCounsellingBookBody } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
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
 * reads it — the booking's cache holds the new session (so Back to a booking step sends the student to it
 * instead of offering step 3 again), the seats and the dashboard are read again, a toast names the session
 * (the message depends on the slot, so it is sent here rather than through the mutation's meta), and the
 * student lands on /dashboard in place of step 3. One request per confirmation: a double click does not
 * send a second.
 */
export function useConfirmBooking() {
  const book = useBookCounselling();
  const reschedule = useRescheduleCounselling();
  // Which call the last confirmation made: its state is what the screen shows.
  const [isLastReschedule, setIsLastReschedule] = useState(false);
  const mutation = isLastReschedule ? reschedule : book;
  const isSending = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirm = (body: TCounsellingBookBody, isReschedule: boolean) => {
    if (isSending.current) return;
    isSending.current = true;
    book.reset();
    reschedule.reset();
    setIsLastReschedule(isReschedule);
    (isReschedule ? reschedule : book).mutate(body, {
      onSuccess: (booking) => {
        storeCounsellingBooked(true);
        queryClient.setQueryData(COUNSELLING_KEYS.booking(), booking);
        void queryClient.invalidateQueries({ queryKey: COUNSELLING_KEYS.allSlots() });
        void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEYS.all });
        const day = dayNameOf(booking.date);
        notify.success(
          isReschedule
            ? COUNSELLING_TEXTS.topic.moved(day, booking.time)
            : COUNSELLING_TEXTS.topic.booked(day, booking.time),
        );
        void navigate(PATHS.dashboard, { replace: true });
      },
      onSettled: () => {
        isSending.current = false;
      },
    });
  };

  return {
    confirm,
    isSending: mutation.isPending,
    /** Confirmed: the screen is on its way to the dashboard and keeps still meanwhile. */
    isDone: mutation.isSuccess,
    error: mutation.error,
  };
}
