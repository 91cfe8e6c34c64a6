import { expect, type Page } from '@playwright/test';
import type { TBooking } from './counselling.ts';

// The dashboard's cards as the whole-journey test reads them (§2 Dashboard; footer links: notes, UI contract).

/** What a dashboard card must show: [title, subtitle, footer link label, its href (null: plain text)]. */
export type TCardExpectation = [title: string, subtitle: string, label: string, href: string | null];

/** Opens /dashboard and checks each listed card's subtitle and footer link. */
export async function expectDashboard(page: Page, cards: TCardExpectation[]): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('article')).toHaveCount(9);
  for (const [title, subtitle, label, href] of cards) {
    const card = page.getByRole('article', { name: title, exact: true });
    await expect(card.getByText(subtitle, { exact: true }), `${title}: subtitle`).toBeVisible();
    if (href) await expect(card.getByRole('link', { name: label })).toHaveAttribute('href', href);
    else await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
}

/** What the Counselling card shows for a booking: day, month and time (India time, 12-hour). */
export function sessionTextsOf({ date, time }: TBooking): string[] {
  const day = new Date(`${date}T00:00:00Z`);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return [
    String(day.getUTCDate()),
    day.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
    `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'} IST`,
  ];
}
