import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bookingOf,
  dashboardCardsOf,
  locationText,
  renderFlow,
  seriousViolationsOf,
  setNow,
  WEDNESDAY_MORNING_IST,
} from '../counselling-test-helpers.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const BOOKING = 'GET /api/counselling/booking';

describe('/select-topic without a chosen slot: the student’s session', { timeout: 20_000 }, () => {
  it('shows the booked session with Reschedule and Cancel session', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    const { container } = renderFlow('/select-topic', { [BOOKING]: { status: 200, data: bookingOf() } });
    expect(screen.getByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your counselling session' }),
    ).toBeInTheDocument();
    for (const text of ['Thursday, 26 November', '10:30 AM IST', 'Course selection, Visa process'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
      'href',
      '/book-counselling?date=2026-11-26&reschedule=1',
    );
    expect(await screen.findByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(await seriousViolationsOf(container)).toEqual([]);
  });

  it('offers no way to the dashboard to a student who may not open it', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    localStorage.setItem('isCounsellingBooked', 'false');
    const { fake } = renderFlow('/select-topic', {
      [BOOKING]: { status: 200, data: bookingOf() },
      'GET /api/dashboard': { status: 200, data: dashboardCardsOf() },
    });
    await screen.findByRole('heading', { level: 1, name: 'Your counselling session' });
    await waitFor(() => expect(fake.requests.some((request) => request.url === '/api/dashboard')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Back to dashboard' })).toBeNull());
  });

  it.each([
    ['clears the flag', false, 'false'],
    ['keeps the flag after an earlier completed session', true, 'true'],
  ])('cancelling %s and reads the dashboard again', async (_, isCounsellingCompleted, flag) => {
    setNow(WEDNESDAY_MORNING_IST);
    localStorage.setItem('isCounsellingBooked', 'true');
    const cards = dashboardCardsOf({ isCounsellingBooked: true, isCounsellingCompleted });
    let cancelled = false;
    const { fake } = renderFlow('/select-topic', {
      [BOOKING]: { status: 200, data: bookingOf() },
      'GET /api/dashboard': () => ({
        status: 200,
        data: cancelled ? dashboardCardsOf({ isCounsellingCompleted }) : cards,
      }),
      'DELETE /api/counselling/booking': () => {
        cancelled = true;
        return { status: 200, data: bookingOf({ status: 'CANCELLED' }) };
      },
    });
    const dashboardReads = () => fake.requests.filter((request) => request.url === '/api/dashboard').length;
    await screen.findByRole('link', { name: 'Back to dashboard' });
    const readsBefore = dashboardReads();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel session' }));
    await waitFor(() => expect(locationText()).toBe('/book-counselling'));
    expect(localStorage.getItem('isCounsellingBooked')).toBe(flag);
    await waitFor(() => expect(dashboardReads()).toBe(readsBefore + 1));
    expect(localStorage.getItem('isCounsellingBooked')).toBe(flag);
  });

  it('cancels only after asking, then returns to booking', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    const { fake } = renderFlow('/select-topic', {
      [BOOKING]: { status: 200, data: bookingOf() },
      'DELETE /api/counselling/booking': { status: 200, data: bookingOf({ status: 'CANCELLED' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep session' }));
    expect(fake.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Yes, cancel session' }));
    await waitFor(() => expect(locationText()).toBe('/book-counselling'));
    expect(fake.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it("after completion: 'Counselling Completed!' and 'Rebook Now'", async () => {
    setNow(WEDNESDAY_MORNING_IST);
    renderFlow('/select-topic', {
      [BOOKING]: {
        status: 200,
        data: bookingOf({ status: 'COMPLETED', completedAt: '2026-11-26T05:30:00.000Z' }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Counselling Completed!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rebook Now' })).toHaveAttribute('href', '/book-counselling');
    expect(await screen.findByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it.each([
    ['never booked', null],
    ['cancelled', bookingOf({ status: 'CANCELLED' })],
  ])('sends a student who %s to booking', async (_, data) => {
    setNow(WEDNESDAY_MORNING_IST);
    renderFlow('/select-topic', { [BOOKING]: { status: 200, data } });
    await waitFor(() => expect(locationText()).toBe('/book-counselling'));
  });

  it('shows a failed read inline with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    renderFlow('/select-topic', {
      [BOOKING]: () => {
        calls += 1;
        return calls === 1 ? { status: 400, data: {} } : { status: 200, data: bookingOf() };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your counselling session' }),
    ).toBeInTheDocument();
  });
});

describe('Add to calendar on the booked session', { timeout: 20_000 }, () => {
  const CALENDAR = 'GET /api/counselling/booking/calendar.ics';
  const ICS = new Blob(['BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'], { type: 'text/calendar' });

  it('downloads the session as an .ics file through the app client (with the token)', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    URL.createObjectURL = vi.fn(() => 'blob:calendar');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { fake } = renderFlow('/select-topic', {
      [BOOKING]: { status: 200, data: bookingOf() },
      [CALENDAR]: { status: 200, data: ICS },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicked).toEqual(['counselling-session.ics']));
    const request = fake.requests.find((r) => r.url === '/api/counselling/booking/calendar.ics');
    expect(request?.headers.Authorization).toBe('Bearer t');
    expect(URL.createObjectURL).toHaveBeenCalledWith(ICS);
    click.mockRestore();
  });

  it('says so under the button when the file cannot be downloaded', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFlow('/select-topic', {
      [BOOKING]: { status: 200, data: bookingOf() },
      [CALENDAR]: { status: 500, data: {} },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The calendar file could not be downloaded. Please try again.',
    );
  });
});
