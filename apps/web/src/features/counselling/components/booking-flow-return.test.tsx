import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFakeRequest } from '../../../test/fake-api.ts';
import {
  bookingOf,
  locationText,
  renderFlow,
  setNow,
  slotsWith,
  WEDNESDAY_MORNING_IST,
} from '../counselling-test-helpers.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const BOOKING = 'GET /api/counselling/booking';
const bookingReads = (requests: TFakeRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.url === '/api/counselling/booking');

describe('a booked student does not reach a live booking step again', { timeout: 20_000 }, () => {
  it('Back after confirming leads to the session, not to step 3; a normal booking reads the booking once', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    let booked = false;
    const { fake } = renderFlow('/book-counselling', {
      [BOOKING]: () => ({ status: 200, data: booked ? bookingOf() : null }),
      'GET /api/counselling/slots': { status: 200, data: slotsWith() },
      'POST /api/counselling/book': () => {
        booked = true;
        return { status: 201, data: bookingOf() };
      },
    });
    await waitFor(() => expect(bookingReads(fake.requests)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const times = await screen.findByRole('radiogroup', { name: 'Available times' });
    await userEvent.click(within(times).getByRole('radio', { name: '10:30 AM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Course selection' }));
    expect(bookingReads(fake.requests)).toHaveLength(1); // steps 2 and 3 reuse step 1's answer
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(locationText()).toBe('/dashboard'));
    expect(booked).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(locationText()).toBe('/select-topic'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your counselling session' }),
    ).toBeInTheDocument();
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it.each([
    ['the times', '/session-time?date=2026-11-27'],
    ['the last step', '/select-topic?date=2026-11-27&time=15:00'],
  ])('sends a booked student who opens %s to their session', async (_, route) => {
    setNow(WEDNESDAY_MORNING_IST);
    renderFlow(route, {
      [BOOKING]: { status: 200, data: bookingOf() },
      'GET /api/counselling/slots': { status: 200, data: slotsWith() },
    });
    await waitFor(() => expect(locationText()).toBe('/select-topic'));
  });

  it.each([
    ['the times', '/session-time?date=2026-11-27&reschedule=1', 'Choose a time'],
    [
      'the last step',
      '/select-topic?date=2026-11-27&time=15:00&reschedule=1',
      'What would you like to discuss?',
    ],
  ])('lets a student moving their session open %s', async (_, route, heading) => {
    setNow(WEDNESDAY_MORNING_IST);
    const { fake } = renderFlow(route, {
      [BOOKING]: { status: 200, data: bookingOf() },
      'GET /api/counselling/slots': { status: 200, data: slotsWith() },
    });
    await waitFor(() => expect(bookingReads(fake.requests)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(decodeURIComponent(locationText() ?? '')).toBe(route);
  });
});
