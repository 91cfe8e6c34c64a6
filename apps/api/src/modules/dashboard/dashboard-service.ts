import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STEP_BY_STATUS,
  destinationRuleOf,
  LIMITS,
  linkLabelFor,
  nextActionFor,
  DASHBOARD_SUBTITLES as S,
  type TApplicationStatus,
  type TCountry,
  type TDashboardCardTitle,
  type TDashboardCardView,
  type TNextAction,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { toStudentProfile } from '../profile/index.ts';
import {
  findDashboardRecord,
  type TApplicationsState,
  type TCounsellingState,
} from './dashboard-read-model.ts';
import { nextActionFactsOf } from './next-action-facts.ts';
import type { TPostOfferCardsState } from './post-offer-read-model.ts';
import type { TPreDepartureEventState } from './pre-departure-events-read-model.ts';

/** Everything the nine cards are computed from. */
export type TDashboardState = {
  profilePercent: number;
  counselling: TCounsellingState;
  shortlistCount: number;
  isPaymentCompleted: boolean;
  applications: TApplicationsState;
  postOffer: TPostOfferCardsState;
  preDepartureEvents: TPreDepartureEventState;
  /** "What to do next" (dashboard-next-action.ts in the contract); null for staff. */
  nextAction: TNextAction | null;
  /** An application past the unconditional offer: its interviews and next step depend on the hour. */
  hasUnconditionalOffer: boolean;
};

/**
 * Reads the student's state in one round trip (one statement: PGlite would run separate ones in turn);
 * a student past an unconditional offer adds the post-offer module's reads for its next step.
 */
export async function loadDashboardState(
  db: TDb,
  studentId: number,
  now: Date,
  isStudent = true,
): Promise<TDashboardState> {
  const found = await findDashboardRecord(db, studentId, now);
  if (!found) throw notFound('Student not found.');
  const { record, shortlist, isEventUser, nextAction: nextActionRow, ...state } = found;
  // The same computation as the profile's progressPercent (docs/profile-progress.md).
  const profilePercent = toStudentProfile(record).progressPercent;
  const source = { ...found, profilePercent };
  return {
    profilePercent,
    ...state,
    shortlistCount: shortlist.total,
    hasUnconditionalOffer: nextActionRow.hasUnconditionalOffer,
    // A staff account has no journey: its (empty) dashboard says nothing to do.
    nextAction: isStudent ? nextActionFor(await nextActionFactsOf(db, source, now)) : null,
  };
}

const isKnownStatus = (status: string): status is TApplicationStatus =>
  Object.hasOwn(APPLICATION_STEP_BY_STATUS, status);

/** The newest application's place on the four-step bar and its status line (0 and null with none). */
function applicationProgress(status: string | undefined): { step: number; statusLabel: string | null } {
  if (status === undefined) return { step: 0, statusLabel: null };
  if (!isKnownStatus(status)) return { step: LIMITS.appliedStep, statusLabel: status };
  return { step: APPLICATION_STEP_BY_STATUS[status], statusLabel: APPLICATION_STATUS_LABELS[status] };
}

function appliedSubtitle(latestStatus: string | undefined): string {
  if (latestStatus === undefined) return S.notApplied;
  if (latestStatus === 'REJECTED') return S.applicationRejected;
  if (latestStatus === 'UNCONDITIONAL_OFFER_RECEIVED') return S.applicationAccepted;
  return S.applicationsInProgress;
}

function counsellingSubtitle({ booked, isCompleted }: TCounsellingState): string {
  if (booked) return S.counsellingBooked;
  return isCompleted ? S.counsellingCompleted : S.counsellingNotBooked;
}

function feesSubtitle(state: TDashboardState): string {
  if (!state.isPaymentCompleted) return S.feesUnpaid;
  return state.postOffer.depositVerified ? S.feesPaid : S.feePaid;
}

function interviewsSubtitle({ upcomingPreCas, latestOutcome }: TPostOfferCardsState): string {
  if (upcomingPreCas) return S.interviewPreCas;
  if (latestOutcome === 'MISSED') return S.interviewMissed;
  if (latestOutcome === 'FAILED') return S.interviewFailed;
  if (latestOutcome === 'PASSED') return S.interviewPassed;
  return S.interviews;
}

function casSubtitle({ confirmationsIssued, newestConfirmationCountry }: TPostOfferCardsState): string {
  if (confirmationsIssued === 0 || newestConfirmationCountry === null) return S.cas;
  return S.confirmationIssued(
    destinationRuleOf(newestConfirmationCountry as TCountry).confirmation.shortName,
  );
}

function visaSubtitle({ visaStatuses }: TPostOfferCardsState): string {
  if (visaStatuses.includes('GRANTED')) return S.visaGranted;
  if (visaStatuses.includes('REFUSED')) return S.visaRefused;
  if (visaStatuses.includes('LODGED')) return S.visaLodged;
  return S.visa;
}

function preDepartureSubtitle(state: TDashboardState): string {
  if (state.preDepartureEvents.awaitingFeedback) return S.preDepartureFeedback;
  if (state.preDepartureEvents.registeredUpcoming) return S.preDepartureRegistered;
  return state.postOffer.preDepartureComplete > 0 ? S.preDepartureReady : S.preDeparture;
}

/** The nine §2 cards, in order, from the state (pure; rules in docs/dashboard.md). */
export function buildDashboardCards(state: TDashboardState): TDashboardCardView[] {
  const { counselling, applications, postOffer } = state;
  const latest = applications.latest;
  const shared = {
    isCounsellingBooked: counselling.booked !== null,
    isCounsellingCompleted: counselling.isCompleted,
    isPaymentCompleted: state.isPaymentCompleted,
    courseName: latest?.courseName ?? null,
    appliedCount: applications.count,
    counsellingDate: counselling.booked?.date ?? null,
    counsellingTime: counselling.booked?.time ?? null,
    ...applicationProgress(latest?.status),
    nextAction: state.nextAction,
  };
  const card = (title: TDashboardCardTitle, subtitle: string, chipNumber: number): TDashboardCardView => ({
    title,
    subtitle,
    chipNumber,
    linkLabel: linkLabelFor(subtitle),
    ...shared,
  });
  const isProfileComplete = state.profilePercent >= LIMITS.profilePercentMax;
  return [
    card(
      'Profile Status',
      isProfileComplete ? S.profileCompleted : S.profileIncomplete,
      state.profilePercent,
    ),
    card('Counselling', counsellingSubtitle(counselling), counselling.booked ? 1 : 0),
    card(
      'Shortlisted',
      state.shortlistCount === 0 ? S.nothingShortlisted : S.coursesShortlisted(state.shortlistCount),
      state.shortlistCount,
    ),
    card('Fees & Finance', feesSubtitle(state), state.isPaymentCompleted ? 1 : 0),
    card('Applied Courses', appliedSubtitle(latest?.status), applications.count),
    card('Interviews', interviewsSubtitle(postOffer), postOffer.upcomingInterviews),
    card('CAS', casSubtitle(postOffer), postOffer.confirmationsIssued),
    card(
      'VISA',
      visaSubtitle(postOffer),
      postOffer.visaStatuses.filter((status) => status === 'GRANTED').length,
    ),
    card('Pre-Departure', preDepartureSubtitle(state), postOffer.preDepartureComplete),
  ];
}

/**
 * The cards, and whether they may be kept for the rest of the day (`now`'s date, which the counselling
 * session's "today" and the pre-departure events are judged by). A student past an unconditional offer
 * may not: interviews are "upcoming" until their start instant and the post-offer next step follows the
 * clock (docs/dashboard.md, "Kept answers").
 */
export async function getDashboardOfDay(
  db: TDb,
  studentId: number,
  now: Date,
): Promise<{ cards: TDashboardCardView[]; isKeptForTheDay: boolean }> {
  const state = await loadDashboardState(db, studentId, now, true);
  return { cards: buildDashboardCards(state), isKeptForTheDay: !state.hasUnconditionalOffer };
}

export async function getDashboard(
  db: TDb,
  studentId: number,
  now: Date = new Date(),
  isStudent = true,
): Promise<TDashboardCardView[]> {
  return buildDashboardCards(await loadDashboardState(db, studentId, now, isStudent));
}
