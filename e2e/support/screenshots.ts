import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
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

/** A full-page screenshot of the current screen at 1440 px and at 375 px, kept as the test's artefacts. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1440, height: 900 };
  for (const viewport of [original, { width: 375, height: 812 }]) {
    await page.setViewportSize(viewport);
    // The screen as the student reads it: its data in, no loader left (a shot of a spinner shows nothing).
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Please wait..')).toHaveCount(0);
    const body = await page.screenshot({ fullPage: true, animations: 'disabled' });
    await testInfo.attach(`${name} (${viewport.width} px)`, { body, contentType: 'image/png' });
  }
  await page.setViewportSize(original);
}
