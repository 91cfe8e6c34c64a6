import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bookingOf,
  locationText,
  renderFlow,
  seriousViolationsOf,
  setNow,
  slotsWith,
  WEDNESDAY_MORNING_IST,
} from '../counselling-test-helpers.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const SLOTS = 'GET /api/counselling/slots';

describe('Book Free Counselling, step 2: the time', { timeout: 20_000 }, () => {
  it("lists the day's slots, a taken one disabled and marked 'Fully booked', and continues with the chosen one", async () => {
    setNow(WEDNESDAY_MORNING_IST);
    const { container, fake } = renderFlow('/session-time?date=2026-11-26', {
      [SLOTS]: { status: 200, data: slotsWith(['11:00']) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a time' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the times' })).toBeInTheDocument();
    const group = await screen.findByRole('radiogroup', { name: 'Available times' });
    expect(within(group).getAllByRole('radio')).toHaveLength(16);
    const taken = within(group).getByRole('radio', { name: '11:00 AM' });
    expect(taken).toBeDisabled();
    expect(taken).toHaveAccessibleDescription('Fully booked');
    expect(fake.requests[0]?.params).toEqual({ date: '2026-11-26' });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/book-counselling?date=2026-11-26',
    );
    expect(await seriousViolationsOf(container)).toEqual([]);

    await userEvent.click(within(group).getByRole('radio', { name: '10:30 AM' }));
    expect(locationText()).toBe('/session-time?date=2026-11-26&time=10%3A30');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(locationText()).toBe('/select-topic?date=2026-11-26&time=10%3A30');
  });

  it('says so when no time is free that day, with a way back to the days', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    renderFlow('/session-time?date=2026-11-26', {
      [SLOTS]: { status: 200, data: slotsWith(slotsWith().map((slot) => slot.time)) },
    });
    expect(await screen.findByText('No free times on this day.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another day' })).toHaveAttribute(
      'href',
      '/book-counselling?date=2026-11-26',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it("marks the student's own session 'Your current session' when moving it, on its day only", async () => {
    setNow(WEDNESDAY_MORNING_IST);
    const routes = {
      [SLOTS]: { status: 200, data: slotsWith(['11:00']) },
      'GET /api/counselling/booking': { status: 200, data: bookingOf({ date: '2026-11-26', time: '10:30' }) },
    };
    const { unmount } = renderFlow('/session-time?date=2026-11-26&reschedule=1', routes);
    const group = await screen.findByRole('radiogroup', { name: 'Available times' });
    const own = within(group).getByRole('radio', { name: '10:30 AM' });
    await waitFor(() => expect(own).toBeDisabled());
    expect(own).toHaveAccessibleDescription('Your current session');
    expect(within(group).getByRole('radio', { name: '11:00 AM' })).toHaveAccessibleDescription(
      'Fully booked',
    );
    unmount();

    renderFlow('/session-time?date=2026-11-27&reschedule=1', routes);
    const otherDay = await screen.findByRole('radiogroup', { name: 'Available times' });
    expect(within(otherDay).getByRole('radio', { name: '10:30 AM' })).toBeEnabled();
  });

  it("counts the student's own session as taken: no other free time means none", async () => {
    setNow(WEDNESDAY_MORNING_IST);
    const others = slotsWith()
      .map((slot) => slot.time)
      .filter((time) => time !== '10:30');
    renderFlow('/session-time?date=2026-11-26&reschedule=1', {
      [SLOTS]: { status: 200, data: slotsWith(others) },
      'GET /api/counselling/booking': { status: 200, data: bookingOf({ date: '2026-11-26', time: '10:30' }) },
    });
    expect(await screen.findByText('No free times on this day.')).toBeInTheDocument();
  });

  it('shows a failed read inline with a retry', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    let calls = 0;
    renderFlow('/session-time?date=2026-11-26', {
      [SLOTS]: () => {
        calls += 1;
        return calls === 1 ? { status: 400, data: {} } : { status: 200, data: slotsWith() };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: 'Available times' })).toBeInTheDocument();
  });

  it.each([
    ['a Sunday', '2026-11-29'],
    ['a past day', '2026-11-20'],
    ['no real date', '2026-02-30'],
  ])('sends %s back to the days', async (_, date) => {
    setNow(WEDNESDAY_MORNING_IST);
    renderFlow(`/session-time?date=${date}`);
    await waitFor(() => expect(locationText()).toBe('/book-counselling'));
  });
});
