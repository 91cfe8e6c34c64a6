import type { TPostOfferSummary } from '@portal/contract';
import { forbidden } from '../../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { listOfferedApplications } from './application-read-model.ts';
import { loadFacts, type TJourneyDeps } from './journey-access.ts';
import { outcomeOf } from './journey-view.ts';

/** Each of the student's applications past the unconditional offer (newest first) with its next step. */
export async function summariesOf(deps: TJourneyDeps, studentId: number): Promise<TPostOfferSummary[]> {
  const offered = await listOfferedApplications(deps.db, studentId);
  const summaries: TPostOfferSummary[] = [];
  for (const application of offered) {
    const { position, nextStep } = outcomeOf(await loadFacts(deps, deps.db, application));
    summaries.push({
      applicationId: application.id,
      courseName: application.courseName,
      universityName: application.universityName,
      country: application.country,
      position,
      nextStep,
    });
  }
  return summaries;
}

/** GET /student/post-offer: the student's applications past the unconditional offer (staff: 403). */
export async function listJourneys(deps: TJourneyDeps, user: TSessionUser): Promise<TPostOfferSummary[]> {
  if (isStaff(user)) throw forbidden();
  return summariesOf(deps, user.id);
}
