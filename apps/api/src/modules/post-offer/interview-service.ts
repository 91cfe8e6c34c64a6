import {
  POST_OFFER_AUDIT_ACTIONS as A,
  POST_OFFER_LIMITS as L,
  POST_OFFER_MESSAGES as M,
  type TInterviewCreateBody,
  type TInterviewOutcomeBody,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { type TJourneyWriteDeps, writeJourney } from './journey-access.ts';
import type { TJourneyFacts } from './journey-facts.ts';
import { insertInterview, updateInterview } from './journey-repository.ts';
import { fromLocalDateTime, toLocalDateTime } from './zoned-time.ts';

const DAY_MS = 86_400_000;

/** The instant of a wall-clock time in its zone: in the future and within daysAheadMax (400 otherwise). */
function futureInstantOf(facts: TJourneyFacts, local: string, timeZone: string) {
  const startsAt = fromLocalDateTime(local, timeZone);
  if (startsAt.getTime() <= facts.now.getTime()) {
    throw badRequest(M.interviewInPast, [{ path: 'startsAtLocal', message: M.interviewInPast }]);
  }
  if (startsAt.getTime() - facts.now.getTime() > L.daysAheadMax * DAY_MS) {
    throw badRequest(M.dateTooFar, [{ path: 'startsAtLocal', message: M.dateTooFar }]);
  }
  // A time the clocks skip is kept as the time it really is (see fromLocalDateTime).
  return { startsAt, startsAtLocal: toLocalDateTime(startsAt, timeZone) };
}

function assertRoom(facts: TJourneyFacts): void {
  if (facts.interviews.length >= L.interviewsPerApplicationMax) throw conflict(M.interviewsFull);
}

async function schedule(
  tx: TDb,
  facts: TJourneyFacts,
  body: Omit<TInterviewCreateBody, 'startsAtLocal'> & { startsAtLocal: string },
) {
  const when = futureInstantOf(facts, body.startsAtLocal, body.timeZone);
  assertRoom(facts);
  return insertInterview(tx, {
    applicationId: facts.application.id,
    kind: body.kind,
    ...when,
    timeZone: body.timeZone,
    meetingLink: body.meetingLink,
    place: body.place,
    preparationNotes: body.preparationNotes,
  });
}

/** POST …/interviews */
export const scheduleInterview = (
  deps: TJourneyWriteDeps,
  staff: TSessionUser,
  applicationId: number,
  body: TInterviewCreateBody,
) =>
  writeJourney(deps, staff, applicationId, async (tx, facts) => {
    const row = await schedule(tx, facts, body);
    return {
      action: A.interviewScheduled,
      before: null,
      after: {
        interviewId: row.id,
        kind: row.kind,
        startsAt: row.startsAt.toISOString(),
        timeZone: row.timeZone,
      },
    };
  });

/**
 * PUT …/interviews/{interviewId}/outcome. Only a SCHEDULED interview takes one (409 otherwise); a
 * RESCHEDULED one opens the next interview (same kind and notes) in the same transaction.
 */
export const recordInterviewOutcome = (
  deps: TJourneyWriteDeps,
  staff: TSessionUser,
  applicationId: number,
  interviewId: number,
  body: TInterviewOutcomeBody,
) =>
  writeJourney(deps, staff, applicationId, async (tx, facts) => {
    const interview = facts.interviews.find((row) => row.id === interviewId);
    if (!interview) throw notFound(M.interviewNotFound);
    if (interview.outcome !== 'SCHEDULED') throw conflict(M.interviewAlreadyDecided);
    let nextId: number | null = null;
    if (body.outcome === 'RESCHEDULED') {
      const next = await schedule(tx, facts, {
        kind: interview.kind as TInterviewCreateBody['kind'],
        startsAtLocal: body.startsAtLocal,
        timeZone: body.timeZone,
        meetingLink: body.meetingLink || (body.place ? '' : interview.meetingLink),
        place: body.place || (body.meetingLink ? '' : interview.place),
        preparationNotes: interview.preparationNotes,
      });
      nextId = next.id;
    }
    await updateInterview(tx, interviewId, {
      outcome: body.outcome,
      outcomeNote: body.note,
      decidedAt: deps.clock.now(),
    });
    return {
      action: A.interviewOutcome,
      before: { interviewId, outcome: interview.outcome },
      after: {
        interviewId,
        outcome: body.outcome,
        note: body.note,
        ...(nextId ? { nextInterviewId: nextId } : {}),
      },
    };
  });
