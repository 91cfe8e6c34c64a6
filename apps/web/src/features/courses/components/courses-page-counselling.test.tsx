import { DASHBOARD_CARD_TITLES } from '@portal/contract';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { installIntersectionObserver, makePage } from '../course-fixtures.ts';
import { CoursesPage } from './courses-page.tsx';

/** The student-wide flags every dashboard card carries; the other fields do not matter here. */
const dashboard = (isCounsellingBooked: boolean): TFakeReply => ({
  status: 200,
  data: DASHBOARD_CARD_TITLES.map((title) => ({
    title,
    subtitle: 'See All',
    chipNumber: 0,
    linkLabel: 'See All',
    isCounsellingBooked,
    isCounsellingCompleted: false,
    isPaymentCompleted: false,
    courseName: null,
    appliedCount: 0,
    counsellingDate: null,
    counsellingTime: null,
    step: 0,
    statusLabel: null,
    nextAction: null,
  })),
});

let fake: ReturnType<typeof installFakeApi> | undefined;
let observer: ReturnType<typeof installIntersectionObserver>;
let isBookedOnServer = false;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
  sessionStorage.setItem('studentId', '7');
  observer = installIntersectionObserver();
  fake = installFakeApi({
    'GET /shortlist': { status: 200, data: [] },
    'GET /api/course/student': { status: 200, data: makePage(1, 1) },
    'GET /api/dashboard': () => dashboard(isBookedOnServer),
  });
});
afterEach(() => {
  fake?.restore();
  observer.restore();
});

const dashboardReads = () => (fake?.requests ?? []).filter((request) => request.url === '/api/dashboard');

describe('the bottom button follows the server (§2)', { timeout: 30_000 }, () => {
  it("says 'Go To Dashboard' for a booking the local flag does not know of yet, and writes the flag", async () => {
    isBookedOnServer = true;
    localStorage.setItem('isCounsellingBooked', 'false');
    renderWithApp(<CoursesPage />, { route: '/courses' });
    expect(await screen.findByRole('link', { name: 'Go To Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument(); // the breadcrumb too
    expect(localStorage.getItem('isCounsellingBooked')).toBe('true');
  });

  it('reads the server again when the window regains focus, not before', async () => {
    isBookedOnServer = false;
    renderWithApp(<CoursesPage />, { route: '/courses' });
    expect(await screen.findByRole('link', { name: 'Book Free Counselling' })).toBeInTheDocument();
    await waitFor(() => expect(dashboardReads()).toHaveLength(1));

    isBookedOnServer = true; // booked elsewhere (another tab, the API)
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('link', { name: 'Go To Dashboard' })).toBeInTheDocument();
    expect(dashboardReads()).toHaveLength(2);
    act(() => focusManager.setFocused(undefined));
  });

  it("says 'Book Free Counselling' once the server says a stale local flag is wrong", async () => {
    isBookedOnServer = false;
    localStorage.setItem('isCounsellingBooked', 'true');
    renderWithApp(<CoursesPage />, { route: '/courses' });
    expect(await screen.findByRole('link', { name: 'Book Free Counselling' })).toBeInTheDocument();
    expect(localStorage.getItem('isCounsellingBooked')).toBe('false');
  });
});
