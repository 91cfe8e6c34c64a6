import { expect, type Page, type TestInfo } from '@playwright/test';

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
