import { DASHBOARD_SUBTITLES, type TDashboardCardTitle } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { cardTargetOf } from './card-target.ts';
import { makeCards } from './dashboard-fixtures.ts';

const targetsOf =
  (...args: Parameters<typeof makeCards>) =>
  (isEvent: boolean) =>
    Object.fromEntries(makeCards(...args).map((card) => [card.title, cardTargetOf(card, isEvent)]));

const targetOf = (
  title: TDashboardCardTitle,
  subtitle: string,
  { isCounsellingBooked = true, isEvent = false } = {},
) => targetsOf({ isCounsellingBooked }, { [title]: { subtitle } })(isEvent)[title];

describe('cardTargetOf (§2 Click targets; every footer link leads somewhere or is text)', () => {
  it('sends each card of a new, booked student where it belongs', () => {
    expect(targetsOf({ isCounsellingBooked: true })(false)).toEqual({
      'Profile Status': '/profile',
      Counselling: '/select-topic',
      Shortlisted: '/shortlisted',
      'Fees & Finance': '/payment',
      // 'Not applied yet?' → Apply Now: where Apply Now is.
      'Applied Courses': '/shortlisted',
      Interviews: '/post-offer?stage=INTERVIEW',
      CAS: '/post-offer?stage=CONFIRMATION',
      VISA: '/post-offer?stage=VISA',
      'Pre-Departure': '/pre-departure',
    });
  });

  // Each subtitle the server sends (apps/api/docs/dashboard.md), and §2's other rows, card by card.
  it.each([
    ['Counselling', DASHBOARD_SUBTITLES.counsellingBooked, true, '/select-topic'],
    ['Counselling', DASHBOARD_SUBTITLES.counsellingNotBooked, false, '/book-counselling'],
    ['Counselling', DASHBOARD_SUBTITLES.counsellingCompleted, false, '/book-counselling'],
    ['Fees & Finance', DASHBOARD_SUBTITLES.feesUnpaid, true, '/payment'],
    ['Fees & Finance', DASHBOARD_SUBTITLES.feesPaid, true, '/payment'],
    ['Applied Courses', DASHBOARD_SUBTITLES.notApplied, true, '/shortlisted'],
    ['Applied Courses', DASHBOARD_SUBTITLES.applicationsInProgress, true, '/applied-courses'],
    ['Applied Courses', DASHBOARD_SUBTITLES.applicationAccepted, true, '/applied-courses'],
    ['Applied Courses', DASHBOARD_SUBTITLES.applicationRejected, true, '/counsellor'],
    ['Applied Courses', DASHBOARD_SUBTITLES.applicationRejected, false, '/counsellor'],
    ['Interviews', DASHBOARD_SUBTITLES.interviews, true, '/post-offer?stage=INTERVIEW'],
    ['Interviews', 'Missed interview!', false, '/counsellor'],
    ['Interviews', 'Rejected!', true, '/counsellor'],
    ['Interviews', 'Pre-CAS interview', true, '/post-offer?stage=INTERVIEW'],
    ['Interviews', DASHBOARD_SUBTITLES.interviewPassed, true, '/post-offer?stage=INTERVIEW'],
    ['CAS', DASHBOARD_SUBTITLES.cas, true, '/post-offer?stage=CONFIRMATION'],
    ['CAS', 'CAS issued', true, '/post-offer?stage=CONFIRMATION'],
    ['VISA', DASHBOARD_SUBTITLES.visa, true, '/post-offer?stage=VISA'],
    ['VISA', DASHBOARD_SUBTITLES.visaGranted, true, '/post-offer?stage=VISA'],
    ['Pre-Departure', DASHBOARD_SUBTITLES.preDeparture, true, '/pre-departure'],
    ['Pre-Departure', DASHBOARD_SUBTITLES.preDepartureFeedback, true, '/pre-departure'],
  ] as const)('%s with %j (booked %s) → %s', (title, subtitle, isCounsellingBooked, target) => {
    expect(targetOf(title, subtitle, { isCounsellingBooked })).toBe(target);
  });

  it('sends Fees & Finance to the fee while it is unpaid and to every payment once it is paid', () => {
    const feesTarget = (isPaymentCompleted: boolean, subtitle: string) =>
      targetsOf({ isPaymentCompleted }, { 'Fees & Finance': { subtitle } })(false)['Fees & Finance'];
    expect(feesTarget(false, DASHBOARD_SUBTITLES.feesUnpaid)).toBe('/payment');
    expect(feesTarget(true, DASHBOARD_SUBTITLES.feesPaid)).toBe('/fees-and-finance');
    // By the fee flag: a paid fee leads to the payments whatever the subtitle says.
    expect(feesTarget(true, DASHBOARD_SUBTITLES.feesUnpaid)).toBe('/fees-and-finance');
  });

  it('does not send event users into counselling booking, booked or not (§6), but to their counsellor', () => {
    expect(targetsOf({ isCounsellingBooked: true })(true).Counselling).toBeNull();
    expect(targetsOf({ isCounsellingBooked: false })(true).Counselling).toBeNull();
    expect(targetOf('Applied Courses', 'Rejected!', { isEvent: true })).toBe('/counsellor');
    expect(targetsOf({ isCounsellingBooked: false })(true)['Profile Status']).toBe('/profile');
  });
});
