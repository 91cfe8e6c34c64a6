import { expect, type Locator, type Page, test } from '@playwright/test';
import { TOAST_MESSAGES } from '@portal/contract';
import { A11Y_WIDTHS } from '../support/a11y.ts';
import { signInAsRegisteredStudent } from '../support/session.ts';

const avatarButton = (page: Page) => page.getByRole('button', { name: /Account menu/ });

/** Whether a click at the centre of `target` would reach it (nothing drawn on top of it). */
async function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

test('stacked toasts sit below the header: the avatar and its menu stay usable (§2 toasts, top right, 3 s)', async ({
  page,
}) => {
  test.slow(); // sign-in and two widths on a shared machine
  await signInAsRegisteredStudent(page);
  const cards = page.getByRole('article');
  await expect(cards.nth(1)).toBeVisible({ timeout: 30_000 });

  for (const [index, width] of A11Y_WIDTHS.entries()) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    // Two toasts at once: the first visit shortlists two courses, the second takes them off again.
    const [from, message] =
      index === 0
        ? ['Shortlist', TOAST_MESSAGES.shortlistAdded]
        : ['Shortlisted', TOAST_MESSAGES.shortlistRemoved];
    for (const card of [cards.nth(0), cards.nth(1)]) {
      await card.getByRole('button', { name: from, exact: true }).click();
    }
    const toasts = page.locator('[data-toast]').filter({ hasText: message });
    await expect(toasts).toHaveCount(2);

    const header = await page.locator('header').first().boundingBox();
    if (!header) throw new Error('no header');
    for (const shown of await toasts.all()) {
      const box = await shown.boundingBox();
      expect(box?.y, `a toast at ${width}px starts below the header`).toBeGreaterThanOrEqual(
        header.y + header.height,
      );
    }
    expect(await isUncovered(avatarButton(page)), `the avatar at ${width}px`).toBe(true);

    await avatarButton(page).click();
    const myProfile = page.getByRole('menuitem', { name: 'My Profile' });
    await expect(myProfile).toBeVisible();
    await expect(toasts).toHaveCount(2); // still showing while the menu is open
    expect(await isUncovered(myProfile), `My Profile at ${width}px`).toBe(true);
    expect(await isUncovered(page.getByRole('menuitem', { name: 'Logout' })), `Logout at ${width}px`).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect(myProfile).toBeHidden();

    // The header's search box opens over the toasts too.
    await page.getByRole('button', { name: 'Search courses' }).click();
    const searchBox = page.getByRole('searchbox', { name: 'Search courses' });
    await expect(searchBox).toBeVisible();
    await expect(toasts).toHaveCount(2);
    expect(await isUncovered(searchBox), `the search box at ${width}px`).toBe(true);
    await page.keyboard.press('Escape');
    await expect(searchBox).toBeHidden();
    await expect(toasts).toHaveCount(0, { timeout: 10_000 });
  }
});
