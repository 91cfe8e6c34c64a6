import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { APPLICATION_KEYS } from '../../../lib/api/application-keys.ts';
import { SHORTLIST_KEYS } from '../../../lib/api/shortlist-keys.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useCreateApplication } from '../api/create-application.ts';
import { readEnrollmentIdForApply, storeApplication } from '../application-storage.ts';

const PAYMENT_REQUIRED = 402;

export type TApplyNowOptions = {
  /** GET /api/dashboard `isPaymentCompleted`. */
  isPaymentCompleted: boolean;
  /** The student's state changed (applied, or the server says unpaid): the route refreshes the dashboard. */
  onChanged?: () => void;
};

/**
 * §4 Apply flow. Paid: POST /api/application {enrollmentId, courseId}, a success toast, the answer's id,
 * courseId and status stored in session storage, then /application-journey. Not paid: /payment. A refusal is toasted
 * with the server's reason; a 402 (the fee turned out unpaid) also leads to /payment. One application
 * at a time: a second click before the first answer (a double click) sends nothing.
 */
export function useApplyNow({ isPaymentCompleted, onChanged }: TApplyNowOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useCreateApplication();
  // A ref, not isPending: the second click of a double click comes before React re-renders.
  const isSending = useRef(false);

  const apply = (courseId: number) => {
    if (!isPaymentCompleted) {
      void navigate(PATHS.payment);
      return;
    }
    if (isSending.current) return;
    isSending.current = true;
    mutation.mutate(
      { enrollmentId: readEnrollmentIdForApply(), courseId },
      {
        onSuccess: (application) => {
          storeApplication(application);
          onChanged?.();
          // The course is APPLIED now, and the application lists (Applied Courses, the journey) grew.
          void queryClient.invalidateQueries({ queryKey: SHORTLIST_KEYS.all });
          void queryClient.invalidateQueries({ queryKey: APPLICATION_KEYS.all });
          void navigate(PATHS.applicationJourney);
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.httpStatus !== PAYMENT_REQUIRED) return;
          onChanged?.();
          void navigate(PATHS.payment);
        },
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return {
    apply,
    /** The course whose application is being created, if any. */
    pendingCourseId: mutation.isPending ? mutation.variables?.courseId : undefined,
  };
}
