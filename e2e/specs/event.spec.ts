import { expect, type Page, test } from '@playwright/test';
import { ERROR_MESSAGES, EVENT_STAT_LABELS, TOAST_MESSAGES } from '@portal/contract';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { registerByApi, signInThroughUi } from '../support/session.ts';
import { sessionItem, storagesOf } from '../support/storage.ts';
import { expectToast } from '../support/toast.ts';

/** The seeded events (apps/api/src/seed/events-data.ts). */
const JLG = {
  date: 'Saturday, 16 January 2027',
  time: '11:00 AM – 5:00 PM',
  addressLines: [
    'Hotel Royal Palace, Banquet Hall',
    'Mahabal Road, Jai Nagar',
    'Jalgaon, Maharashtra 425001',
  ],
  countries: '6+',
  universities: '40+',
};

const heading = (page: Page) => page.getByRole('heading', { name: 'Registration Successful' });

test.describe('event sign-in (§2 Event registration success, §4 Event verification)', () => {
  test('/?eventCode=JLG: sign-in registers the student and shows the success screen', async ({ page }) => {
    await signInThroughUi(page, { path: '/?eventCode=JLG' });
    await expect(page).toHaveURL(/\/event-success$/);
    await expect(heading(page)).toBeVisible();
    await expectToast(page, 'success', TOAST_MESSAGES.eventRegistered);

    const referenceId = await sessionItem(page, 'referenceId');
    expect(referenceId).toBeTruthy();
    await expect(page.getByText(`Reference ID: ${referenceId}`)).toBeVisible();

    const dateTime = page.getByRole('region', { name: 'Date/Time' });
    await expect(dateTime).toContainText(JLG.date);
    await expect(dateTime).toContainText(JLG.time);
    const venue = page.getByRole('region', { name: 'Venue' });
    for (const line of JLG.addressLines) await expect(venue.getByText(line, { exact: true })).toBeVisible();
    const map = venue.getByRole('link', { name: /View location on map/ });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);

    await expect(page.getByText(JLG.countries, { exact: true })).toBeVisible();
    await expect(page.getByText(EVENT_STAT_LABELS.participating.countries, { exact: true })).toBeVisible();
    await expect(page.getByText(JLG.universities, { exact: true })).toBeVisible();
    await expect(page.getByText(EVENT_STAT_LABELS.participating.universities, { exact: true })).toBeVisible();

    const banner = page.getByRole('region', { name: /free of charge/i });
    await expect(banner.getByText('FREE', { exact: true })).toBeVisible();
    await expect(banner.getByRole('listitem')).toHaveText([
      'Personalised counselling by an expert',
      'Scholarship and visa information',
      'Course and country guidance',
    ]);

    const { session } = await storagesOf(page);
    expect(session).toMatchObject({ isEvent: 'true', eventCode: 'JLG' });
    expect(JSON.parse(session.eventDetails ?? '{}')).toMatchObject({ city: 'Jalgaon' });

    // A new student is asked for the registration form too; View Courses still goes to /courses.
    await expect(page.getByRole('link', { name: 'Complete registration' })).toBeVisible();
    await expectAccessibleAtAllWidths(page, 'event registration success', () =>
      expect(heading(page)).toBeVisible(),
    );
    await page.getByRole('link', { name: 'View Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("SSU words the stats 'Countries Support' and 'Top Global Universities on board'", async ({ page }) => {
    await signInThroughUi(page, { path: '/?eventCode=ssu' });
    await expect(heading(page)).toBeVisible();
    await expect(page.getByText(EVENT_STAT_LABELS.support.countries, { exact: true })).toBeVisible();
    await expect(page.getByText(EVENT_STAT_LABELS.support.universities, { exact: true })).toBeVisible();
    await expect(page.getByText(EVENT_STAT_LABELS.participating.countries)).toHaveCount(0);

    // Once registered, a reload registers again harmlessly and no longer asks for the form; §6: an
    // event user may open the dashboard.
    await registerByApi(page);
    await page.reload();
    await expect(heading(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete registration' })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Already signed in, another event's link leads straight to its registration.
    await page.goto('/?eventCode=JLG');
    await expect(page).toHaveURL(/\/event-success$/);
    await expect(page.getByText(EVENT_STAT_LABELS.participating.countries, { exact: true })).toBeVisible();
  });

  test("an unknown code: 'Event details not found', and the sign-in is an ordinary one", async ({ page }) => {
    await page.goto('/?eventCode=NOPE');
    await expectToast(page, 'error', ERROR_MESSAGES.eventNotFound);
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    const { session } = await storagesOf(page);
    expect(session.isEvent).toBe('false');
    expect(session.eventCode).toBeUndefined();
  });
});
