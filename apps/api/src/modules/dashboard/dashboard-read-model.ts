import { toIsoDate } from '@portal/contract';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { applications } from '../applications/applications-tables.ts';
import { counsellingBookings } from '../counselling/counselling-tables.ts';
import { courses } from '../courses/courses-tables.ts';
import { platformFeePaidOf } from '../payments/index.ts';
import {
  profileRecordColumns,
  profileRecordJoin,
  type TProfileRecord,
  toProfileRecord,
} from '../profile/index.ts';
import { shortlistEntries } from '../shortlist/shortlist-tables.ts';
import { users } from '../students/students-tables.ts';
import { nextActionStateOf, type TNextActionRow } from './next-action-read-model.ts';
import {
  EMPTY_POST_OFFER_STATE,
  postOfferStateOf,
  type TPostOfferCardsState,
} from './post-offer-read-model.ts';
import {
  NO_PRE_DEPARTURE_EVENTS,
  preDepartureEventsStateOf,
  type TPreDepartureEventState,
} from './pre-departure-events-read-model.ts';

export type TCounsellingState = {
  /** The upcoming (BOOKED) session; at most one exists per student (partial unique index). */
  booked: { date: string; time: string } | null;
  /** Any session was ever completed (the rule apply and shortlist removal use too). */
  isCompleted: boolean;
};

export type TApplicationsState = {
  count: number;
  /** The most recently created application, with its course name (withdrawn ones never count). */
  latest: { courseName: string; status: string } | null;
};

type TBookingRow = { status: string; date: string; time: string };

/**
 * The BOOKED session sorts first, then the newest COMPLETED one (an indexed read). As at most one row
 * is BOOKED, two rows tell both whether a session is booked and whether one was completed.
 */
const counsellingOf = (studentId: AnyColumn): SQL<TBookingRow[] | null> => sql`(
  select json_agg(json_build_object('status', b.status, 'date', b.date, 'time', b.time)) from (
    select ${counsellingBookings.status} as status, ${counsellingBookings.date} as date,
      ${counsellingBookings.time} as time
    from ${counsellingBookings}
    where ${counsellingBookings.studentId} = ${studentId}
      and ${counsellingBookings.status} in ('BOOKED', 'COMPLETED')
    order by case when ${counsellingBookings.status} = 'BOOKED' then 0 else 1 end,
      ${counsellingBookings.createdAt} desc, ${counsellingBookings.id} desc
    limit 2) b)`;

export type TShortlistState = {
  /** Courses on the student's shortlist now (soft-deleted entries excluded), whatever their status. */
  total: number;
  /** Of these, the ones not applied to and not ruled out (an expert's or the student's own choice). */
  open: number;
  /** Of these, the experts' choices (which the student may apply to before counselling is completed). */
  expertChoice: number;
};

/** The shortlist counted three ways in one pass over the student's entries. */
const shortlistStateOf = (studentId: AnyColumn): SQL<TShortlistState | null> =>
  sql`(select json_build_object('total', count(*)::int,
    'open', count(*) filter (where ${shortlistEntries.status} in ('EXPERT_CHOICE', 'STUDENT_CHOICE'))::int,
    'expertChoice', count(*) filter (where ${shortlistEntries.status} = 'EXPERT_CHOICE')::int)
    from ${shortlistEntries}
    where ${shortlistEntries.studentId} = ${studentId} and ${shortlistEntries.removedAt} is null)`;

/**
 * The newest application with its course name and, by a window count evaluated before the limit,
 * how many there are. Applications the student opted out of (WITHDRAWN) are neither counted nor the
 * latest.
 */
const latestApplicationOf = (
  studentId: AnyColumn,
): SQL<{ courseName: string; status: string; total: number } | null> => sql`(
  select json_build_object('courseName', ${courses.name}, 'status', ${applications.status},
    'total', count(*) over ())
  from ${applications} inner join ${courses} on ${courses.id} = ${applications.courseId}
  where ${applications.studentId} = ${studentId} and ${applications.status} <> 'WITHDRAWN'
  order by ${applications.createdAt} desc, ${applications.id} desc
  limit 1)`;

/** The student's profile record, the cards' reads and "what to do next"'s, as one statement. */
const dashboardQuery = preparedPerDb((db) =>
  db
    .select({
      ...profileRecordColumns,
      counselling: counsellingOf(users.id),
      isEventUser: users.isEvent,
      shortlist: shortlistStateOf(users.id),
      isPaymentCompleted: platformFeePaidOf(users.id),
      latestApplication: latestApplicationOf(users.id),
      postOffer: postOfferStateOf(users.id, sql`${sql.placeholder('now')}::timestamptz`),
      preDepartureEvents: preDepartureEventsStateOf(users.id, sql`${sql.placeholder('today')}::text`),
      nextAction: nextActionStateOf(users.id),
    })
    .from(users)
    .leftJoin(...profileRecordJoin)
    .where(eq(users.id, sql.placeholder('studentId')))
    .prepare('dashboard_state'),
);

export type TDashboardRecord = {
  record: TProfileRecord;
  counselling: TCounsellingState;
  isEventUser: boolean;
  shortlist: TShortlistState;
  isPaymentCompleted: boolean;
  applications: TApplicationsState;
  postOffer: TPostOfferCardsState;
  preDepartureEvents: TPreDepartureEventState;
  nextAction: TNextActionRow;
};

/** Everything the dashboard is computed from, in one round trip; undefined when the account is gone. */
export async function findDashboardRecord(
  db: TDb,
  studentId: number,
  now: Date,
): Promise<TDashboardRecord | undefined> {
  const [row] = await dashboardQuery(db).execute({
    studentId,
    now: now.toISOString(),
    today: toIsoDate(now),
  });
  if (!row) return undefined;
  const {
    counselling,
    shortlist,
    isEventUser,
    isPaymentCompleted,
    latestApplication,
    postOffer,
    preDepartureEvents,
    nextAction,
    ...record
  } = row;
  const bookings = counselling ?? [];
  const booked = bookings.find((booking) => booking.status === 'BOOKED');
  return {
    record: toProfileRecord(record),
    counselling: {
      booked: booked ? { date: booked.date, time: booked.time } : null,
      isCompleted: bookings.some((booking) => booking.status === 'COMPLETED'),
    },
    isEventUser,
    shortlist: shortlist ?? { total: 0, open: 0, expertChoice: 0 },
    isPaymentCompleted: Boolean(isPaymentCompleted),
    applications: latestApplication
      ? {
          count: Number(latestApplication.total),
          latest: { courseName: latestApplication.courseName, status: latestApplication.status },
        }
      : { count: 0, latest: null },
    postOffer: postOffer ?? EMPTY_POST_OFFER_STATE,
    preDepartureEvents: preDepartureEvents ?? NO_PRE_DEPARTURE_EVENTS,
    nextAction,
  };
}
