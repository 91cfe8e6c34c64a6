import type { Page } from '@playwright/test';
import { apiAs } from './session.ts';

export type TBooking = { date: string; time: string };

/** Books the first free counselling slot (Monday to Saturday, India time) through the API. */
export async function bookCounselling(page: Page): Promise<TBooking> {
  for (let days = 1; days <= 8; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const slots = (await apiAs(page, 'GET', `/api/counselling/slots?date=${date}`)) as {
      time: string;
      available: boolean;
    }[];
    const slot = slots.find((candidate) => candidate.available);
    if (slot) {
      await apiAs(page, 'POST', '/api/counselling/book', {
        date,
        time: slot.time,
        topics: ['COURSE_SELECTION'],
      });
      return { date, time: slot.time };
    }
  }
  throw new Error('no free counselling slot in the next week');
}
