import { APPLICATION_MESSAGES, type TApplicationView, ZApplicationView } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_KEYS } from '../../../lib/api/application-keys.ts';
import { DASHBOARD_KEYS } from '../../../lib/api/dashboard-keys.ts';
import { SHORTLIST_KEYS } from '../../../lib/api/shortlist-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { APPLIED_COURSES_TEXTS } from '../applied-courses-texts.ts';

/** POST /api/application/{id}/withdraw (no body): the application, now WITHDRAWN. */
export async function withdrawApplication(applicationId: number): Promise<TApplicationView> {
  const response = await apiClient.post(`/api/application/${applicationId}/withdraw`);
  return ZApplicationView.parse(response.data);
}

/**
 * Opt Out of one application (one hook per card, so the toast names its course). The list, the
 * dashboard's Applied Courses card and the shortlist (the course is no longer APPLIED) all change.
 * A refusal (409 already withdrawn or rejected) toasts the server's reason.
 */
export function useWithdrawApplication(courseName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    meta: {
      successMessage: APPLICATION_MESSAGES.withdrawn(courseName),
      errorMessage: APPLIED_COURSES_TEXTS.optOutFailed,
    },
    onSettled: () =>
      Promise.all(
        [APPLICATION_KEYS.all, DASHBOARD_KEYS.all, SHORTLIST_KEYS.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
