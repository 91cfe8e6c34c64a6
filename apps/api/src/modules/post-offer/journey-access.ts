import { POST_OFFER_MESSAGES as M, toIsoDate } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import type { TNotifier } from '../notifications/index.ts';
import { findJourneyApplication, type TJourneyApplication } from './application-read-model.ts';
import { findApplicationDocuments } from './documents-read-model.ts';
import { journeyFactsOf, type TJourneyFacts } from './journey-facts.ts';
import { noticeJourney } from './journey-notices.ts';
import { loadJourneyRows, saveJourneyPosition } from './journey-repository.ts';
import { outcomeOf, toJourneyView } from './journey-view.ts';

export type TJourneyDeps = { db: TDb; clock: { now: () => Date } };
/** A write's deps: a staff write may notify the student in its transaction. */
export type TJourneyWriteDeps = TJourneyDeps & { notifier: TNotifier };

/**
 * The application, if the caller may see it (their own, or any for staff; another student's is 404 like
 * one that does not exist) and it is past the unconditional offer (409 otherwise).
 */
export async function requireOffered(
  db: TDb,
  user: TSessionUser,
  applicationId: number,
  options: { forUpdate?: boolean } = {},
): Promise<TJourneyApplication> {
  const application = await findJourneyApplication(db, applicationId, options);
  if (!application || (application.studentId !== user.id && !isStaff(user))) throw notFound(M.notFound);
  if (application.status === 'WITHDRAWN') throw conflict(M.withdrawn);
  if (application.status !== 'UNCONDITIONAL_OFFER_RECEIVED') throw conflict(M.notYetOffered);
  return application;
}

export async function loadFacts(
  deps: TJourneyDeps,
  db: TDb,
  application: TJourneyApplication,
): Promise<TJourneyFacts> {
  const rows = await loadJourneyRows(db, application.id);
  const documents = await findApplicationDocuments(db, application.studentId, application.id);
  const now = deps.clock.now();
  return journeyFactsOf(application, rows, documents, now, toIsoDate(now));
}

/** GET …/post-offer (student and staff). */
export async function getJourney(deps: TJourneyDeps, user: TSessionUser, applicationId: number) {
  const application = await requireOffered(deps.db, user, applicationId);
  return toJourneyView(await loadFacts(deps, deps.db, application));
}

export type TAuditNote = { action: string; before: unknown; after: unknown };

/**
 * One post-offer write: the application is locked and checked, `change` validates against the current
 * facts and writes (throwing leaves nothing changed), then the journey row takes the new position and due
 * date and a staff change is audited, all in one transaction. Answers the journey as it now stands.
 */
export async function writeJourney(
  deps: TJourneyWriteDeps,
  user: TSessionUser,
  applicationId: number,
  change: (tx: TDb, facts: TJourneyFacts) => Promise<TAuditNote>,
) {
  return deps.db.transaction(async (tx) => {
    const application = await requireOffered(tx, user, applicationId, { forUpdate: true });
    const before = await loadFacts(deps, tx, application);
    const note = await change(tx, before);
    const facts = await loadFacts(deps, tx, application);
    const { position, dueOn } = outcomeOf(facts);
    const journey = await saveJourneyPosition(tx, {
      applicationId,
      studentId: application.studentId,
      position,
      dueOn,
    });
    if (isStaff(user)) {
      await recordAudit(tx, {
        actor: user,
        studentId: application.studentId,
        action: note.action,
        entityType: 'application',
        entityId: applicationId,
        before: note.before,
        after: note.after,
      });
    }
    const view = toJourneyView({ ...facts, journey });
    if (isStaff(user)) await noticeJourney(deps.notifier, tx, { application, note, before, view });
    return view;
  });
}
