import path from 'node:path';
import type { Page } from '@playwright/test';
import { A11Y_WIDTHS } from './a11y.ts';

/**
 * Full-page screenshots of the current state at 375 px and 1440 px, into E2E_SHOTS_DIR when it is set (a
 * person looks at them); without it nothing is written, so CI spends no time on them.
 */
export async function shootAtAllWidths(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  const original = page.viewportSize();
  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: path.join(folder, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}
