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

const days = () => within(screen.getByRole('radiogroup', { name: 'Choose a day' })).getAllByRole('radio');

describe('Book Free Counselling, step 1: the day', { timeout: 20_000 }, () => {
  it('offers the next open days from tomorrow (India time), tomorrow checked, and continues with it', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    const { container } = renderFlow('/book-counselling');
    expect(screen.getByRole('heading', { level: 1, name: 'Book Free Counselling' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Times are India time (IST)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Thursday, 26 November' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Wednesday, 25 November' })).toBeNull(); // today
    expect(days()).toHaveLength(12);
    expect(days().map((radio) => radio.getAttribute('aria-label'))).not.toContainEqual(
      expect.stringMatching(/^Sunday/),
    );
    expect(await seriousViolationsOf(container)).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Saturday, 28 November' }));
    expect(locationText()).toBe('/book-counselling?date=2026-11-28');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(locationText()).toBe('/session-time?date=2026-11-28');
  });

  it('checks the next open day when tomorrow is a Sunday', () => {
    setNow(new Date('2026-11-28T10:00:00Z')); // Saturday 28 November, 15:30 in India
    renderFlow('/book-counselling');
    expect(screen.getByRole('radio', { name: 'Monday, 30 November' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Sunday, 29 November' })).toBeNull();
  });

  it('counts tomorrow in India: at 23:30 UTC it is already the next day there', () => {
    setNow(new Date('2026-11-24T19:00:00Z')); // Tuesday 24th in UTC, Wednesday 25th 00:30 in India
    renderFlow('/book-counselling');
    expect(screen.getByRole('radio', { name: 'Thursday, 26 November' })).toBeChecked();
  });

  it('keeps the day of the address (reload, Back) and shows more days on request', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    renderFlow('/book-counselling?date=2026-12-02');
    expect(screen.getByRole('radio', { name: 'Wednesday, 2 December' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Show more days' }));
    expect(days()).toHaveLength(24);
  });

  it('sends a booked student to their session, unless they are rescheduling it', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    renderFlow('/book-counselling', { 'GET /api/counselling/booking': { status: 200, data: bookingOf() } });
    await waitFor(() => expect(locationText()).toBe('/select-topic'));
  });

  it('says which session is being rescheduled', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    renderFlow('/book-counselling?reschedule=1', {
      'GET /api/counselling/booking': { status: 200, data: bookingOf() },
    });
    expect(
      await screen.findByText('Rescheduling your session on Thursday, 26 November at 10:30 AM IST.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(locationText()).toBe('/session-time?date=2026-11-26&reschedule=1');
  });

  it.each([
    '/book-counselling',
    '/session-time?date=2026-11-26',
    '/select-topic?date=2026-11-26&time=10:30',
    '/select-topic',
  ])('sends event users from %s to the dashboard (§6)', async (route) => {
    setNow(WEDNESDAY_MORNING_IST);
    renderFlow(route, {}, { isEvent: true });
    await waitFor(() => expect(locationText()).toBe('/dashboard'));
  });
});
