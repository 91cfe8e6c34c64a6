import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The /profile page by the names of its shared UI contract (notes: "Shared UI contract"): sections,
 * fields, document slots, progress and the CSP watch of the preview tests.
 */
export type TSectionName =
  | 'Personal Informations'
  | 'Contact Information'
  | 'Academic Documents'
  | 'Additional Documents';

/**
 * A section: the accordion's panel (Mantine gives it role region, named by its control). The control is
 * the button with aria-expanded: the stepper has a step button of the same name ("Contact Information").
 */
export const sectionOf = (page: Page, name: TSectionName): Locator =>
  page.getByRole('region', { name, exact: true });

export const sectionControlOf = (page: Page, name: TSectionName): Locator =>
  page.getByRole('button', { name, exact: true }).and(page.locator('[aria-expanded]'));

/** Opens the section's accordion (if closed) and returns its panel. */
export async function openSection(page: Page, name: TSectionName): Promise<Locator> {
  const control = sectionControlOf(page, name);
  // Fails within this wait, not the test's, when missing. 30 s: the sections render once the profile's
  // documents and their chunk have come, which took over 10 s in a CI run at load average ~11.
  await expect(control).toBeVisible({ timeout: 30_000 });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  const section = sectionOf(page, name);
  await expect(section).toBeVisible();
  return section;
}

/** The form control labelled `label` (exactly) in `scope`: text input, native select or Mantine Select. */
export const fieldOf = (scope: Locator, label: string): Locator =>
  scope.getByLabel(label, { exact: true }).and(scope.locator('input, select, textarea'));

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

/**
 * Sets a field by what a user does with it: types into a text input; picks the option (its visible
 * name, any letter case) of a native or Mantine select, typing first when the select is searchable.
 */
export async function setField(scope: Locator, label: string, value: string): Promise<void> {
  const field = fieldOf(scope, label);
  const { tag, role, isReadOnly } = await field.evaluate((element) => ({
    tag: element.tagName,
    role: element.getAttribute('role'),
    isReadOnly: element.hasAttribute('readonly'),
  }));
  if (tag === 'SELECT') {
    const labels = await field.locator('option').allTextContents();
    const option = labels.find((text) => exactly(value).test(text.trim()));
    if (!option) throw new Error(`${label}: no option ${value} among ${labels.join(', ')}`);
    await field.selectOption({ label: option });
    return;
  }
  if (role === 'combobox') {
    await field.click();
    if (!isReadOnly) await field.fill(value);
    await scope
      .page()
      .getByRole('option', { name: exactly(value) })
      .first()
      .click();
    return;
  }
  await field.fill(value);
}

/** Sets each [label, value] of a table, in order. */
export async function setFields(scope: Locator, values: readonly (readonly [string, string])[]) {
  for (const [label, value] of values) await setField(scope, label, value);
}

/** A document slot: the group named by its label (exact: "Passport" is not "Passport Number"). */
export const slotOf = (scope: Locator | Page, label: string): Locator =>
  scope.getByRole('group', { name: label, exact: true });

/** The slot's status text: UPLOADED, REJECTED, ACCEPTED, EXEMPTED or "Not uploaded". */
export const slotStatus = (slot: Locator, status: string): Locator => slot.getByText(status, { exact: true });

/**
 * The profile's completion as the page and the header show it, the server's figure both times. Header:
 * the avatar menu button ("…Account menu, profile N% complete"). Page: the profile header's text
 * "Profile N% complete" (the ring beside it is drawn, not read).
 */
export async function expectProgress(page: Page, percent: number): Promise<void> {
  await expect(page.getByRole('button', { name: new RegExp(`profile ${percent}% complete`) })).toBeVisible();
  await expect(
    page.getByRole('main').getByText(`Profile ${percent}% complete`, { exact: true }),
  ).toBeVisible();
}

/**
 * Collects Content Security Policy violations of the page and of its frames (blob: previews
 * included): the browser's console report and the securitypolicyviolation event.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(text);
  });
  return violations;
}

/** Every request of the page whose method and URL match, from now on (to prove none was sent). */
export function watchRequests(page: Page, method: string, url: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) seen.push(`${method} ${request.url()}`);
  });
  return seen;
}

/**
 * Holds every request to `url` until `release` is called (e.g. an upload, so its progress bar can be
 * seen). The page may have moved on meanwhile: a request it no longer wants cannot be continued.
 */
export async function holdRoute(page: Page, url: string | RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return {
    release: async () => {
      release();
      await page.unroute(url);
    },
  };
}
