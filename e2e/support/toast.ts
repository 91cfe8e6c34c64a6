import { expect, type Page } from '@playwright/test';

/** A toast (§2 Toast: top right, 3 s) in the success or error style, holding `text`. */
export const toast = (page: Page, style: 'success' | 'error', text: string | RegExp) =>
  page.locator(`[data-toast="${style}"]`).filter({ hasText: text });

/** Waits for the toast (it stays 3 seconds: check it soon after the action). */
export async function expectToast(page: Page, style: 'success' | 'error', text: string | RegExp) {
  await expect(toast(page, style, text).first()).toBeVisible();
}
