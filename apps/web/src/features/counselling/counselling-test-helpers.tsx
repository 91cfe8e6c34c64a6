import {
  counsellingSlotTimes,
  DASHBOARD_CARD_TITLES,
  type TCounsellingBooking,
  type TCounsellingSlot,
  type TDashboardCardView,
} from '@portal/contract';
import { screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { vi } from 'vitest';
import { installFakeApi, type TFakeReply, type TFakeRequest } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DayStepPage } from './components/day-step-page.tsx';
import { SelectTopicPage } from './components/select-topic-page.tsx';
import { TimeStepPage } from './components/time-step-page.tsx';

/** Wednesday 25 November 2026, 10:00 in India: tomorrow is Thursday 26 November. */
export const WEDNESDAY_MORNING_IST = new Date('2026-11-25T04:30:00Z');
export const TOMORROW = '2026-11-26';

/** Fixes "now" (only the clock: timers stay real, so Testing Library's waiting works). */
export function setNow(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

/** A full day of slots, the given times taken. */
export const slotsWith = (taken: readonly string[] = []): TCounsellingSlot[] =>
  counsellingSlotTimes().map((time) => ({ time, available: !taken.includes(time) }));

export const bookingOf = (changes: Partial<TCounsellingBooking> = {}): TCounsellingBooking => ({
  id: 7,
  date: TOMORROW,
  time: '10:30',
  topics: ['COURSE_SELECTION', 'VISA_PROCESS'],
  status: 'BOOKED',
  createdAt: '2026-11-25T05:00:00.000Z',
  completedAt: null,
  ...changes,
});

/** GET /api/dashboard's nine cards with the student-wide counselling flags (the rest is not read here). */
export const dashboardCardsOf = ({
  isCounsellingBooked = false,
  isCounsellingCompleted = false,
} = {}): TDashboardCardView[] =>
  DASHBOARD_CARD_TITLES.map((title) => ({
    title,
    subtitle: '',
    chipNumber: 0,
    linkLabel: 'See All',
    isCounsellingBooked,
    isCounsellingCompleted,
    isPaymentCompleted: false,
    courseName: null,
    appliedCount: 0,
    counsellingDate: null,
    counsellingTime: null,
    step: 0,
    statusLabel: null,
    nextAction: null,
  }));

/** Stands for the dashboard, with the browser's Back button. */
function DashboardStandIn() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

type TRoutes = Record<string, TFakeReply | ((request: TFakeRequest) => TFakeReply | Promise<TFakeReply>)>;

/** The three screens at their paths (a redirect shows the next one), over a fake API. */
export function renderFlow(route: string, routes: TRoutes = {}, { isEvent = false } = {}) {
  localStorage.setItem('token', 't');
  sessionStorage.setItem('isEvent', isEvent ? 'true' : 'false');
  const fake = installFakeApi({
    'GET /api/counselling/booking': { status: 200, data: null },
    // Read by the session's own view (may the student open the dashboard?).
    'GET /api/dashboard': { status: 200, data: dashboardCardsOf({ isCounsellingBooked: true }) },
    ...routes,
  });
  const view = renderWithApp(
    <Routes>
      <Route path="/book-counselling" element={<DayStepPage />} />
      <Route path="/session-time" element={<TimeStepPage />} />
      <Route path="/select-topic" element={<SelectTopicPage />} />
      <Route path="/dashboard" element={<DashboardStandIn />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { route },
  );
  return { fake, ...view };
}

export const locationText = () => screen.getByTestId('location').textContent;

/** axe on the rendered page (test/axe.ts), kept here for the counselling tests that import it. */
export { seriousViolationsOf } from '../../test/axe.ts';
