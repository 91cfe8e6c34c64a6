import { COUNSELLING_MESSAGES, COUNSELLING_TOPICS } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.tsx';
import { apiErrorBody, type TFakeRequest } from '../../../test/fake-api.ts';
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

const ROUTE = '/select-topic?date=2026-11-26&time=10:30';
const posts = (requests: TFakeRequest[]) => requests.filter((request) => request.method === 'POST');

describe('Book Free Counselling, step 3: topics, review and confirm', { timeout: 20_000 }, () => {
  it('asks for at least one topic before booking', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    const { fake, container } = renderFlow(ROUTE);
    expect(
      screen.getByRole('heading', { level: 1, name: 'What would you like to discuss?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    for (const topic of COUNSELLING_TOPICS)
      expect(screen.getByRole('checkbox', { name: topic.name })).not.toBeChecked();
    const review = screen.getByRole('region', { name: 'Your session' });
    for (const text of ['Thursday, 26 November', '10:30 AM IST', '30 minutes'])
      expect(within(review).getByText(text)).toBeInTheDocument();
    expect(await seriousViolationsOf(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(screen.getByRole('alert')).toHaveTextContent(COUNSELLING_MESSAGES.topicsRequired);
    expect(posts(fake.requests)).toHaveLength(0);
  });

  it('books once on a double click, sets the flag, toasts the session and opens the dashboard', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    const success = vi.spyOn(notify, 'success');
    const { fake } = renderFlow(ROUTE, {
      'POST /api/counselling/book': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 201, data: bookingOf() };
      },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Course selection' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Visa process' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(locationText()).toBe('/dashboard'));
    expect(posts(fake.requests)).toHaveLength(1);
    expect(posts(fake.requests)[0]?.data).toEqual({
      date: '2026-11-26',
      time: '10:30',
      topics: ['COURSE_SELECTION', 'VISA_PROCESS'],
    });
    expect(localStorage.getItem('isCounsellingBooked')).toBe('true');
    expect(success).toHaveBeenCalledWith('Counselling booked for Thursday, 26 November at 10:30 AM IST');
  });

  it('offers the next free times of the day when the slot was taken meanwhile (409)', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    const { fake } = renderFlow(ROUTE, {
      'GET /api/counselling/slots': { status: 200, data: slotsWith(['10:30', '11:00']) },
      'POST /api/counselling/book': (request) =>
        (request.data as { time: string }).time === '10:30'
          ? { status: 409, data: apiErrorBody('CONFLICT', COUNSELLING_MESSAGES.slotTaken) }
          : { status: 201, data: bookingOf({ time: '11:30' }) },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Course selection' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(COUNSELLING_MESSAGES.slotTaken)).toBeInTheDocument();
    const offers = await screen.findAllByRole('button', { name: /^Book \d{1,2}:\d\d [AP]M IST instead$/ });
    expect(offers.map((button) => button.textContent)).toEqual([
      'Book 11:30 AM IST instead',
      'Book 12:00 PM IST instead',
      'Book 12:30 PM IST instead',
    ]);
    await userEvent.click(offers[0] as HTMLElement);
    await waitFor(() => expect(locationText()).toBe('/dashboard'));
    expect(posts(fake.requests).map((request) => (request.data as { time: string }).time)).toEqual([
      '10:30',
      '11:30',
    ]);
  });

  it("shows another refusal's reason without offering times", async () => {
    setNow(WEDNESDAY_MORNING_IST);
    renderFlow(ROUTE, {
      'POST /api/counselling/book': {
        status: 409,
        data: apiErrorBody('CONFLICT', COUNSELLING_MESSAGES.alreadyBooked),
      },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Course selection' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(COUNSELLING_MESSAGES.alreadyBooked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /instead$/ })).toBeNull();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'See your session' })).toHaveAttribute(
      'href',
      '/select-topic',
    );
  });

  it('offers a new booking when there is nothing to move any more (404)', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    renderFlow(`${ROUTE}&reschedule=1`, {
      'GET /api/counselling/booking': { status: 200, data: bookingOf() },
      'PUT /api/counselling/booking': {
        status: 404,
        data: apiErrorBody('NOT_FOUND', COUNSELLING_MESSAGES.nothingToReschedule),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm new time' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(COUNSELLING_MESSAGES.nothingToReschedule);
    expect(within(alert).getByRole('link', { name: 'Book a new session' })).toHaveAttribute(
      'href',
      '/book-counselling',
    );
  });

  it.each([
    ['never booked', null],
    ['cancelled', bookingOf({ status: 'CANCELLED' })],
  ])('books anew (POST) from a reschedule address when the student %s', async (_, data) => {
    setNow(WEDNESDAY_MORNING_IST);
    const { fake } = renderFlow(`${ROUTE}&reschedule=1`, {
      'GET /api/counselling/booking': { status: 200, data },
      'POST /api/counselling/book': { status: 201, data: bookingOf() },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Course selection' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(locationText()).toBe('/dashboard'));
    expect(posts(fake.requests)).toHaveLength(1);
    expect(fake.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('moves a booked session with PUT, keeping its topics ("Confirm new time")', async () => {
    setNow(WEDNESDAY_MORNING_IST);
    const success = vi.spyOn(notify, 'success');
    const { fake } = renderFlow('/select-topic?date=2026-11-27&time=15:00&reschedule=1', {
      'GET /api/counselling/booking': { status: 200, data: bookingOf() },
      'PUT /api/counselling/booking': { status: 200, data: bookingOf({ date: '2026-11-27', time: '15:00' }) },
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Visa process' })).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new time' }));
    await waitFor(() => expect(locationText()).toBe('/dashboard'));
    const put = fake.requests.find((request) => request.method === 'PUT');
    expect(put?.data).toEqual({
      date: '2026-11-27',
      time: '15:00',
      topics: ['COURSE_SELECTION', 'VISA_PROCESS'],
    });
    expect(posts(fake.requests)).toHaveLength(0);
    expect(success).toHaveBeenCalledWith('Counselling moved to Friday, 27 November at 3:00 PM IST');
  });
});
