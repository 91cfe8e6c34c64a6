import { DASHBOARD_CARD_TITLES } from '@portal/contract';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { makeCards } from '../dashboard-fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => fake?.restore());

const ok = (data: unknown): TFakeReply => ({ status: 200, data });
const cardOf = (title: string) => within(screen.getByRole('article', { name: title }));

async function renderDashboard(reply: TFakeReply | (() => TFakeReply)) {
  fake = installFakeApi({ 'GET /api/dashboard': reply });
  renderWithApp(<DashboardPage />, { route: '/dashboard' });
  await screen.findByRole('article', { name: 'Profile Status' });
}

// Rendering Mantine in jsdom is slow on a shared machine: a generous per-test limit.
describe('Dashboard page (§2)', { timeout: 20_000 }, () => {
  it('shows the nine cards in order, each with subtitle, chip and footer link label', async () => {
    await renderDashboard(
      ok(
        makeCards(
          {},
          {
            'Profile Status': { subtitle: 'Profile Incomplete!', chipNumber: 45 },
            Shortlisted: { subtitle: '2 courses shortlisted', chipNumber: 2 },
            Counselling: { chipNumber: 1 },
          },
        ),
      ),
    );
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([...DASHBOARD_CARD_TITLES]);
    expect(cardOf('Profile Status').getByText('45%')).toBeInTheDocument();
    expect(cardOf('Profile Status').getByText('Profile Incomplete!')).toBeInTheDocument();
    expect(cardOf('Profile Status').getByRole('link', { name: 'Complete Now!' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(cardOf('Shortlisted').getByRole('link', { name: 'See All' })).toHaveAttribute(
      'href',
      '/shortlisted',
    );
    expect(cardOf('Counselling').getByRole('link', { name: 'See All' })).toHaveAttribute(
      'href',
      '/select-topic',
    );
    expect(cardOf('Fees & Finance').getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
      'href',
      '/payment',
    );
    expect(cardOf('Applied Courses').getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/shortlisted',
    );
    // The cards after the offer lead to their screens; none says "Coming soon" any more.
    for (const [title, label, href] of [
      ['Interviews', 'View Detail', '/post-offer?stage=INTERVIEW'],
      ['CAS', 'See All', '/post-offer?stage=CONFIRMATION'],
      ['VISA', 'Apply Now', '/post-offer?stage=VISA'],
      ['Pre-Departure', 'Register', '/pre-departure'],
    ] as const)
      expect(cardOf(title).getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it("shows 'Profile Completed!' from the server at 100 percent, with Review Profile", async () => {
    await renderDashboard(
      ok(makeCards({}, { 'Profile Status': { subtitle: 'Profile Completed!', chipNumber: 100 } })),
    );
    expect(cardOf('Profile Status').getByText('Profile Completed!')).toBeInTheDocument();
    expect(cardOf('Profile Status').getByText('100%')).toBeInTheDocument();
    expect(cardOf('Profile Status').getByRole('link', { name: 'Review Profile' })).toBeInTheDocument();
  });

  it('shows the booked session: day, month and time', async () => {
    await renderDashboard(ok(makeCards({ counsellingDate: '2026-07-14', counsellingTime: '15:30' })));
    const card = cardOf('Counselling');
    expect(card.getByText('14')).toBeInTheDocument();
    expect(card.getByText('July')).toBeInTheDocument();
    expect(card.getByText('Tuesday')).toBeInTheDocument();
    expect(card.getByText('3:30 PM IST')).toBeInTheDocument();
  });

  it('sends a student without a booked session to /book-counselling and shows no session', async () => {
    await renderDashboard(
      ok(
        makeCards(
          { isCounsellingBooked: false, counsellingDate: null, counsellingTime: null },
          { Counselling: { subtitle: 'Counselling Completed!' } },
        ),
      ),
    );
    const card = cardOf('Counselling');
    expect(card.getByRole('link', { name: 'Rebook Now' })).toHaveAttribute('href', '/book-counselling');
    expect(card.queryByText(/IST$/)).toBeNull();
  });

  it('does not navigate from Counselling for event users', async () => {
    sessionStorage.setItem('isEvent', 'true');
    await renderDashboard(
      ok(makeCards({ isCounsellingBooked: false, counsellingDate: null, counsellingTime: null })),
    );
    expect(cardOf('Counselling').queryByRole('link')).toBeNull();
    expect(cardOf('Counselling').getByText('See All')).toBeInTheDocument();
  });

  it("shows Applied Courses' course name, the four-step bar at the card's step and 'N Applied'", async () => {
    await renderDashboard(
      ok(
        makeCards(
          {
            courseName: 'MSc Data Science',
            appliedCount: 2,
            step: 3,
            statusLabel: 'Conditional Offer Received',
          },
          { 'Applied Courses': { subtitle: 'Track your applications', chipNumber: 2 } },
        ),
      ),
    );
    const card = cardOf('Applied Courses');
    expect(card.getByText('MSc Data Science')).toBeInTheDocument();
    expect(card.getByText('2 Applied')).toBeInTheDocument();
    const bar = card.getByRole('progressbar', { name: 'Application progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 3 of 4: Conditional Offer');
    for (const step of ['Essential Docs', 'Additional Docs', 'Conditional Offer', 'Unconditional Offer']) {
      expect(card.getByText(step)).toBeInTheDocument();
    }
    expect(card.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/applied-courses');
  });

  it('reads the cards again when the window is back: a payment or booking made meanwhile shows', async () => {
    let isPaid = false;
    await renderDashboard(() =>
      ok(
        makeCards(
          { isPaymentCompleted: isPaid },
          { 'Fees & Finance': { subtitle: isPaid ? 'Deposit paid' : 'Track funding here' } },
        ),
      ),
    );
    expect(cardOf('Fees & Finance').getByRole('link', { name: 'Pay Now' })).toBeInTheDocument();
    isPaid = true;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('Deposit paid')).toBeInTheDocument();
    expect(cardOf('Fees & Finance').getByRole('link', { name: 'See Detail' })).toHaveAttribute(
      'href',
      '/fees-and-finance',
    );
    focusManager.setFocused(undefined);
  });

  it("shows '0 Applied' before any application", async () => {
    await renderDashboard(ok(makeCards()));
    expect(cardOf('Applied Courses').getByText('0 Applied')).toBeInTheDocument();
    expect(cardOf('Applied Courses').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows nine skeleton cards while loading (no spinner), then the cards', async () => {
    let release: (reply: TFakeReply) => void = () => {};
    fake = installFakeApi({
      'GET /api/dashboard': () => new Promise<TFakeReply>((resolve) => (release = resolve)),
    });
    const { container } = renderWithApp(<DashboardPage />, { route: '/dashboard' });
    const loading = screen.getByRole('status', { name: 'Loading your dashboard' });
    expect(loading.querySelectorAll('.dashboard-card')).toHaveLength(9);
    expect(container.querySelector('.mantine-Loader-root')).toBeNull();
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    release(ok(makeCards()));
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    expect(screen.queryByRole('status', { name: 'Loading your dashboard' })).toBeNull();
  });

  it('offers a retry when the dashboard cannot be read (logged only, no toast)', async () => {
    let calls = 0;
    fake = installFakeApi({
      'GET /api/dashboard': () => {
        calls += 1;
        return calls === 1
          ? { status: 403, data: { status: 'FORBIDDEN', message: 'x', debugMessage: 'x' } }
          : ok(makeCards());
      },
    });
    renderWithApp(<DashboardPage />, { route: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    expect(console.error).toHaveBeenCalled();
  });
});
