import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bookingOf,
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
    for (const text of ['Thursday, 26 November', '10:30 IST', 'Course selection, Visa process'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
      'href',
      '/book-counselling?date=2026-11-26&reschedule=1',
    );
    expect(await seriousViolationsOf(container)).toEqual([]);
  });

  it('cancels after asking, clears the flag and returns to booking', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    localStorage.setItem('isCounsellingBooked', 'true');
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
    expect(localStorage.getItem('isCounsellingBooked')).toBe('false');
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
