import {
  POST_OFFER_AUDIT_ACTIONS as A,
  DATED_PRE_DEPARTURE_ITEMS,
  POST_OFFER_MESSAGES as M,
  type TPreDepartureItem,
  type TPreDepartureItemBody,
} from '@portal/contract';
import { conflict, forbidden } from '../../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { assertNotTooFar } from './date-rules.ts';
import { type TJourneyWriteDeps, writeJourney } from './journey-access.ts';
import { visaStatusOf } from './journey-facts.ts';
import { upsertPreDeparture } from './journey-repository.ts';

/** PUT /student/applications/{id}/post-offer/pre-departure/{item}: the student's own checklist (not audited). */
export function setPreDepartureItem(
  deps: TJourneyWriteDeps,
  student: TSessionUser,
  applicationId: number,
  item: TPreDepartureItem,
  body: TPreDepartureItemBody,
) {
  if (isStaff(student)) throw forbidden(M.studentsOnly);
  return writeJourney(deps, student, applicationId, async (tx, facts) => {
    // Only dated items keep a date; a date sent with another item is dropped.
    const date = DATED_PRE_DEPARTURE_ITEMS.includes(item) ? body.date : null;
    assertNotTooFar(date, facts.today, 'date');
    const items = {
      ...(facts.preDeparture?.items ?? {}),
      [item]: { done: body.done, detail: body.detail, date },
    };
    await upsertPreDeparture(tx, applicationId, { items });
    return { action: 'PRE_DEPARTURE_ITEM_SET', before: null, after: { item, ...body, date } };
  });
}

/** POST …/pre-departure/complete (staff): needs the visa granted; once only. */
export const completePreDeparture = (
  deps: TJourneyWriteDeps,
  staff: TSessionUser,
  applicationId: number,
  note: string,
) =>
  writeJourney(deps, staff, applicationId, async (tx, facts) => {
    if (facts.preDeparture?.completedAt) throw conflict(M.preDepartureDone);
    if (visaStatusOf(facts) !== 'GRANTED') throw conflict(M.visaNotGranted);
    await upsertPreDeparture(tx, applicationId, { completedAt: deps.clock.now(), note });
    return { action: A.preDepartureCompleted, before: { completedAt: null }, after: { note } };
  });
