import type { TPostOfferDueFilter, TPostOfferPosition } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { applications } from '../applications/applications-tables.ts';
import {
  enrolmentConfirmations,
  interviews,
  postOfferJourneys,
  tuitionDeposits,
  visaApplications,
} from '../post-offer/post-offer-tables.ts';

/**
 * The board's view of the post-offer journey: an application past the unconditional offer stands at
 * its journey row's position (DEPOSIT before any post-offer write) and is due on the row's date. The
 * due filters read the stage tables by their indexes (docs/decisions/0021-post-offer-journey.md).
 */
const isOffered = sql`${applications.status} = 'UNCONDITIONAL_OFFER_RECEIVED'`;

export const postOfferStageOf = sql<TPostOfferPosition | null>`case when ${isOffered}
  then coalesce((select ${postOfferJourneys.position} from ${postOfferJourneys}
    where ${postOfferJourneys.applicationId} = ${applications.id}), 'DEPOSIT') end`;

export const postOfferDueOnOf = sql<string | null>`case when ${isOffered}
  then (select ${postOfferJourneys.dueOn}::text from ${postOfferJourneys}
    where ${postOfferJourneys.applicationId} = ${applications.id}) end`;

export function postOfferStageWhere(stage: TPostOfferPosition): SQL {
  const atRow = sql`exists (select 1 from ${postOfferJourneys} where ${postOfferJourneys.applicationId} = ${applications.id}
    and ${postOfferJourneys.position} = ${stage})`;
  if (stage !== 'DEPOSIT') return sql`(${isOffered} and ${atRow})`;
  const noRow = sql`not exists (select 1 from ${postOfferJourneys} where ${postOfferJourneys.applicationId} = ${applications.id})`;
  return sql`(${isOffered} and (${atRow} or ${noRow}))`;
}

const plusDays = (today: string, days: number) => sql`(${today}::date + ${days}::int)`;

/**
 * Deposit due in 7 days: not verified and due by today + 7 (overdue ones included). Interviews this
 * week: scheduled from the start of today to the end of the sixth day after it (India time). CAS
 * expiring in 30 days: expiring from today to today + 30 while the visa is not lodged or granted. Visa
 * decision awaited: lodged.
 */
export function postOfferDueWhere(due: TPostOfferDueFilter, today: string): SQL {
  const id = applications.id;
  switch (due) {
    case 'DEPOSIT_DUE_7_DAYS':
      return sql`(${isOffered} and exists (select 1 from ${tuitionDeposits} where ${tuitionDeposits.applicationId} = ${id}
        and ${tuitionDeposits.verified} = false and ${tuitionDeposits.dueOn} <= ${plusDays(today, 7)}))`;
    case 'INTERVIEWS_THIS_WEEK':
      return sql`(${isOffered} and exists (select 1 from ${interviews} where ${interviews.applicationId} = ${id}
        and ${interviews.outcome} = 'SCHEDULED'
        and ${interviews.startsAt} >= (${today}::date::timestamp at time zone 'Asia/Kolkata')
        and ${interviews.startsAt} < (${plusDays(today, 7)}::timestamp at time zone 'Asia/Kolkata')))`;
    case 'CONFIRMATION_EXPIRING_30_DAYS':
      return sql`(${isOffered} and exists (select 1 from ${enrolmentConfirmations}
        where ${enrolmentConfirmations.applicationId} = ${id}
        and ${enrolmentConfirmations.expiresOn} between ${today}::date and ${plusDays(today, 30)})
        and not exists (select 1 from ${visaApplications} where ${visaApplications.applicationId} = ${id}
        and ${visaApplications.status} in ('LODGED', 'GRANTED')))`;
    case 'VISA_DECISION_AWAITED':
      return sql`(${isOffered} and exists (select 1 from ${visaApplications} where ${visaApplications.applicationId} = ${id}
        and ${visaApplications.status} = 'LODGED'))`;
  }
}
