import { expect, type Page } from '@playwright/test';

/** A toast (§2 Toast: top right, 3 s) in the success or error style, holding `text`. */
export const toast = (page: Page, style: 'success' | 'error', text: string | RegExp) =>
  page.locator(`[data-toast="${style}"]`).filter({ hasText: text });

/** Waits for the toast (it stays 3 seconds: check it soon after the action). */
export async function expectToast(page: Page, style: 'success' | 'error', text: string | RegExp) {
  await expect(toast(page, style, text).first()).toBeVisible();
}

/**
 * Counts the toasts in `style` holding `text` that appear from now on, those already gone too: a toast stays
 * 3 s, and on a loaded machine a check made after the action's other effects may come after it has left.
 * Resolves a reader of the count so far.
 */
export async function watchToasts(page: Page, style: 'success' | 'error', text: string) {
  const key = `toastsSeen_${style}_${text}`;
  await page.evaluate(
    ({ key, style, text }) => {
      const seen = new WeakSet<Element>();
      const counts = window as unknown as Record<string, number>;
      counts[key] = 0;
      const look = () => {
        for (const element of document.querySelectorAll(`[data-toast="${style}"]`)) {
          if (seen.has(element) || !element.textContent?.includes(text)) continue;
          seen.add(element);
          counts[key] = (counts[key] ?? 0) + 1;
        }
      };
      new MutationObserver(look).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    },
    { key, style, text },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, number>)[key] ?? 0, key);
}
