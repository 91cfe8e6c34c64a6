import { expect, type Locator, type Page, test } from '@playwright/test';
import { DOCUMENT_TYPE_LABELS, type TDocumentType } from '@portal/contract';
import { bookCounselling } from '../support/counselling.ts';
import { profileSlot } from '../support/journey-steps.ts';
import { slotStatus } from '../support/profile-page.ts';
import { pdfFile } from '../support/sample-files.ts';
import { shootAtAllWidths } from '../support/screenshots.ts';
import { registerByApi, signInThroughUi } from '../support/session.ts';

/**
 * Profile, documents, payment, dashboard: long names wrap between words and never widen
 * the page. A one-word name of 60 letters is what a student may well type (or paste) as their name.
 */
const LONG_NAME = 'Venkatanarasimharajuvaripetasubrahmanyeswaraswamyvaraprasadarao';
const PHONE = { width: 360, height: 780 };

/** How wide the page is: more than the window means it scrolls sideways. */
const pageWidthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The words of the element's text that the layout cut over two lines ("Recommendatio / n"). */
const wordsBrokenIn = (locator: Locator) =>
  locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

/** A document slot's title: what names its card (aria-labelledby). */
const titleOf = (slot: Locator, type: TDocumentType) =>
  slot.getByText(DOCUMENT_TYPE_LABELS[type], { exact: true }).first();

test.describe('Long names at phone widths', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInThroughUi(page);
    await expect(page).toHaveURL(/\/registration$/);
    await registerByApi(page, LONG_NAME);
  });

  test('the payment heading and the dashboard welcome wrap the name inside 360 px', async ({ page }) => {
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LONG_NAME);
    expect(await pageWidthOf(page), '/payment width at 360 px').toBeLessThanOrEqual(PHONE.width);
    await shootAtAllWidths(page, 'payment-long-name');

    await bookCounselling(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(page.getByText(LONG_NAME).first()).toBeVisible();
    expect(await pageWidthOf(page), '/dashboard width at 360 px').toBeLessThanOrEqual(PHONE.width);
    await shootAtAllWidths(page, 'dashboard-long-name');
  });

  test('document titles wrap between words beside their status badge, at 375 and 360 px', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LONG_NAME);
    expect(await pageWidthOf(page), '/profile width at 360 px').toBeLessThanOrEqual(PHONE.width);
    for (const width of [375, 360]) {
      await page.setViewportSize({ ...PHONE, width });
      for (const type of [
        'LETTER_OF_RECOMMENDATION_1',
        'LETTER_OF_RECOMMENDATION_2',
        'EXPERIENCE_CERTIFICATE',
      ] as const) {
        const slot = await profileSlot(page, 'Additional Documents', type);
        expect(await wordsBrokenIn(titleOf(slot, type)), `${type} title at ${width} px`).toEqual([]);
      }
    }
    // With a file: its status badge takes the place of 'Not uploaded'; the title still wraps whole.
    const slot = await profileSlot(page, 'Additional Documents', 'LETTER_OF_RECOMMENDATION_1');
    const chooser = page.waitForEvent('filechooser');
    await slot.getByRole('button', { name: 'Upload Letter of Recommendation 1', exact: true }).click();
    await (await chooser).setFiles(pdfFile('a-rather-long-file-name-for-a-recommendation-letter.pdf'));
    await expect(slotStatus(slot, 'UPLOADED')).toBeVisible();
    expect(await wordsBrokenIn(titleOf(slot, 'LETTER_OF_RECOMMENDATION_1'))).toEqual([]);
    expect(await pageWidthOf(page)).toBeLessThanOrEqual(360);
    await shootAtAllWidths(page, 'profile-additional-docs-long-name');
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shootAtAllWidths(page, 'profile-header-still-to-do');
  });
});
