import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { applications } from '../applications/applications-tables.ts';
import { courses } from '../courses/courses-tables.ts';
import {
  enrolmentConfirmations,
  interviews,
  preDepartureChecklists,
  tuitionDeposits,
  visaApplications,
} from '../post-offer/post-offer-tables.ts';

/** What the Interviews, CAS, VISA, Pre-Departure and Fees & Finance cards read of the post-offer journey. */
export type TPostOfferCardsState = {
  /** Scheduled interviews still ahead, and whether one of them is a pre-CAS interview. */
  upcomingInterviews: number;
  upcomingPreCas: boolean;
  /** The outcome of the latest decided interview (PASSED, FAILED or MISSED), or null. */
  latestOutcome: string | null;
  /** Confirmations issued, and the country of the newest (its short name: CAS, LOA …). */
  confirmationsIssued: number;
  newestConfirmationCountry: string | null;
  /** Visa statuses of the student's applications past the offer. */
  visaStatuses: string[];
  preDepartureComplete: number;
  depositVerified: boolean;
};

export const EMPTY_POST_OFFER_STATE: TPostOfferCardsState = {
  upcomingInterviews: 0,
  upcomingPreCas: false,
  latestOutcome: null,
  confirmationsIssued: 0,
  newestConfirmationCountry: null,
  visaStatuses: [],
  preDepartureComplete: 0,
  depositVerified: false,
};

/**
 * One subquery (a json object) over the student's applications past the unconditional offer, so the
 * dashboard stays one statement. `now` is the instant interviews are "upcoming" from.
 */
export const postOfferStateOf = (studentId: AnyColumn, now: SQL): SQL<TPostOfferCardsState | null> => {
  const offered = sql`select ${applications.id} from ${applications}
    where ${applications.studentId} = ${studentId} and ${applications.status} = 'UNCONDITIONAL_OFFER_RECEIVED'`;
  return sql`(select json_build_object(
    'upcomingInterviews', (select count(*)::int from ${interviews} where ${interviews.applicationId} in (${offered})
      and ${interviews.outcome} = 'SCHEDULED' and ${interviews.startsAt} > ${now}),
    'upcomingPreCas', exists (select 1 from ${interviews} where ${interviews.applicationId} in (${offered})
      and ${interviews.outcome} = 'SCHEDULED' and ${interviews.kind} = 'PRE_CAS' and ${interviews.startsAt} > ${now}),
    'latestOutcome', (select ${interviews.outcome} from ${interviews} where ${interviews.applicationId} in (${offered})
      and ${interviews.outcome} in ('PASSED', 'FAILED', 'MISSED')
      order by ${interviews.startsAt} desc, ${interviews.id} desc limit 1),
    'confirmationsIssued', (select count(*)::int from ${enrolmentConfirmations}
      where ${enrolmentConfirmations.applicationId} in (${offered})),
    'newestConfirmationCountry', (select ${courses.country} from ${enrolmentConfirmations}
      inner join ${applications} on ${applications.id} = ${enrolmentConfirmations.applicationId}
      inner join ${courses} on ${courses.id} = ${applications.courseId}
      where ${enrolmentConfirmations.applicationId} in (${offered})
      order by ${enrolmentConfirmations.issuedOn} desc limit 1),
    'visaStatuses', coalesce((select json_agg(${visaApplications.status}) from ${visaApplications}
      where ${visaApplications.applicationId} in (${offered})), '[]'::json),
    'preDepartureComplete', (select count(*)::int from ${preDepartureChecklists}
      where ${preDepartureChecklists.applicationId} in (${offered}) and ${preDepartureChecklists.completedAt} is not null),
    'depositVerified', exists (select 1 from ${tuitionDeposits}
      where ${tuitionDeposits.applicationId} in (${offered}) and ${tuitionDeposits.verified})))`;
};
