import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createCounsellor, openAdminConsole, section, settled } from '../support/console.ts';
import { layoutShiftOf } from '../support/layout-shift.ts';
import { pdfFile } from '../support/sample-files.ts';
import { createStudent, uploadDocumentAs } from '../support/student.ts';

// The console's layout in a real browser (the review link's landing, the "On this
// page" menu while scrolling, the board at 768 px, the header at 1440 px and the Team table at 375 px).

test.use({ actionTimeout: 30_000 });

const SHOTS = '/work/shots/i24-staff';
const shoot = (page: Page, name: string) =>
  process.env.E2E_SHOTS_DIR
    ? page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' })
    : Promise.resolve();

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a Review link lands on that document; "On this page" marks the section in view', async ({
  browser,
  request,
}) => {
  const student = await createStudent(request, 'Layout Reviewee');
  await uploadDocumentAs(request, student, 'SSC', pdfFile('ssc-marksheet.pdf'));
  const page = await openAdminConsole(browser, request, 1440);
  await page.goto(`/staff/students/${student.studentId}#document-SSC`);
  await settled(page);
  const slot = page.locator('#document-SSC');
  await expect(slot).toBeFocused();
  await expect(slot).toBeInViewport();
  // The document's own slot, not the top of Documents: the section's heading has scrolled away.
  await expect(section(page, 'Documents').getByRole('heading', { level: 2 })).not.toBeInViewport();

  const nav = page.getByRole('navigation', { name: 'On this page' });
  await page.locator('#payments').evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(nav.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'location');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  // The study plan comes first on the page.
  await expect(nav.getByRole('link', { name: 'Study plan' })).toHaveAttribute('aria-current', 'location');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  await shoot(page, 'student-page-on-this-page-1440');
  await page.context().close();
});

test('the board at 768 px shows every column’s count without scrolling sideways', async ({
  browser,
  request,
}) => {
  const page = await openAdminConsole(browser, request, 768);
  await page.goto('/staff/applications');
  await settled(page);
  const counts = page.getByRole('list', { name: 'Applications by status' });
  await expect(counts).toBeInViewport();
  const items = counts.getByRole('listitem');
  await expect(items).toHaveCount(6);
  for (const item of await items.all()) {
    await expect(item).toBeInViewport({ ratio: 1 });
    await expect(item).toHaveText(/\(\d[\d,]*\)$/);
  }
  expect(await sidewaysOverflow(page)).toBe(0);
  await shoot(page, 'board-768');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, 'board-1440');
  await page.context().close();
});

test('the header keeps Sign out everywhere on one line; Team shows a long name’s full status', async ({
  browser,
  request,
}) => {
  const longName = `Venkatalakshmi Subramaniam Raghunathan-Iyengar ${Date.now() % 1000}`;
  await createCounsellor(request, longName);
  const page = await openAdminConsole(browser, request, 1440);
  // An admin with a long name (the walk's): written into the header in place, as the layout is the question.
  await page.locator('.staff-header__who').evaluate((who) => {
    const text = who.firstChild;
    if (text) text.textContent = 'Venkatalakshmi Subramaniam Raghunathan-Iyengar ';
  });
  const signOut = page.getByRole('button', { name: 'Sign out everywhere' });
  const lines = await signOut.evaluate((button) => {
    // The words' own line boxes (the button's inner boxes start at other heights).
    const words = [...button.querySelectorAll('*'), button]
      .flatMap((element) => [...element.childNodes])
      .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    const range = document.createRange();
    if (words) range.selectNodeContents(words);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  const header = page.getByRole('banner');
  const headerBox = await header.boundingBox();
  for (const button of [signOut, page.getByRole('button', { name: 'Logout' })]) {
    const box = await button.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(
      (headerBox?.y ?? 0) + (headerBox?.height ?? 0),
    );
  }
  await shoot(page, 'header-long-name-1440');

  await page.goto('/staff/team');
  await settled(page);
  const row = page.getByRole('row').filter({ hasText: longName });
  const badge = row.getByText('Active', { exact: true });
  await expect(badge).toBeVisible();
  const isCut = await badge.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(isCut).toBe(false);
  await shoot(page, 'team-1440');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByText(longName)).toBeVisible();
  const frames = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => element.className),
  );
  expect(frames).toEqual([]);
  expect(await sidewaysOverflow(page)).toBe(0);
  await shoot(page, 'team-375');
  await page.context().close();
});

test('screens changed: the work queue and the audit page at 1440 and 768 px', async ({
  browser,
  request,
}) => {
  const page = await openAdminConsole(browser, request, 1440);
  await settled(page);
  await shoot(page, 'queue-1440');
  await page.setViewportSize({ width: 768, height: 900 });
  await shoot(page, 'queue-768');
  await page.goto('/staff/audit');
  await settled(page);
  await shoot(page, 'audit-768');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, 'audit-1440');
  await page.goto('/staff/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await shoot(page, 'not-found-1440');
  await page.context().close();
});

test('the work queue keeps its place when an empty queue replaces its skeletons', async ({
  browser,
  request,
}) => {
  const page = await openAdminConsole(browser, request, 1440);
  await settled(page);
  // An empty queue, answered late: every list swaps three skeleton rows for one line of text.
  const empty = { items: [], total: 0 };
  await page.route('**/api/staff/queue*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({
      json: {
        sessions: [],
        documentsToReview: empty,
        counselledNotPaid: empty,
        applicationsWaiting: empty,
        unansweredMessages: empty,
        isAnyoneCounselled: false,
      },
    });
  });
  await page.reload();
  await settled(page);
  await expect(page.locator('.queue-grid[aria-busy="true"]')).toHaveCount(0);
  const shift = await layoutShiftOf(page);
  expect(shift).toBeLessThan(0.01);
  await page.context().close();
});
