import { createHash } from 'node:crypto';
import {
  POST_OFFER_AUDIT_ACTIONS as A,
  type TPostOfferJourney,
  type TPostOfferPosition,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TNotifier } from '../notifications/index.ts';
import type { TJourneyApplication } from './application-read-model.ts';
import { receiptOf, type TJourneyFacts } from './journey-facts.ts';

/**
 * The staff writes of the journey that change what the student sees and must act on or know, by the
 * stage they tell about. Other writes (the deposit asked for, a visa lodged, a checklist tick, funds,
 * pre-departure) show on the journey without a notification.
 */
const TOLD: Partial<Record<string, TPostOfferPosition>> = {
  [A.depositVerified]: 'DEPOSIT',
  [A.depositRejected]: 'DEPOSIT',
  [A.interviewScheduled]: 'INTERVIEW',
  [A.interviewOutcome]: 'INTERVIEW',
  [A.confirmationRecorded]: 'CONFIRMATION',
  [A.visaDecided]: 'VISA',
};

/**
 * Tells the student of a staff write (inside its transaction) with the stage's status line as the journey
 * now shows it. The key is the write's content and what it was made on (for the deposit: the receipt upload
 * it judged), so the same write again tells nothing more while a verdict on a new receipt tells again.
 */
export async function noticeJourney(
  notifier: TNotifier,
  tx: TDb,
  write: {
    application: TJourneyApplication;
    note: { action: string; before: unknown; after: unknown };
    before: TJourneyFacts;
    view: TPostOfferJourney;
  },
): Promise<void> {
  const stage = TOLD[write.note.action];
  if (!stage) return;
  const { application, note, view } = write;
  const statusLine =
    view.stages.find((summary) => summary.stage === stage)?.statusLine ?? view.nextStep?.text ?? '';
  const cause = createHash('sha1')
    .update(
      JSON.stringify([note.before, note.after, receiptOf(write.before)?.updatedAt.toISOString() ?? null]),
    )
    .digest('hex')
    .slice(0, 20);
  await notifier.notify(tx, {
    recipientId: application.studentId,
    event: {
      kind: 'JOURNEY_UPDATED',
      params: {
        applicationId: application.id,
        courseName: application.courseName,
        universityName: application.universityName,
        stage,
        statusLine: statusLine.slice(0, 500),
      },
    },
    target: { screen: 'POST_OFFER', applicationId: application.id, stage },
    dedupeKey: `journey:${application.id}:${note.action}:${cause}`,
  });
}
