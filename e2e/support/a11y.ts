import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource: string = require('axe-core').source;

/** The widths every page is checked at: a small phone and a desktop. */
export const A11Y_WIDTHS = [375, 1440] as const;

type TViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** The impacts a check fails on: all but minor (a moderate one, e.g. content outside every landmark, is a defect too). */
const FAILING_IMPACTS: readonly (string | null)[] = ['moderate', 'serious', 'critical'];

/** axe-core on the current page: no moderate, serious or critical violations (WCAG 2.1 A/AA rules and best practices). */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // Evaluated through the DevTools protocol: the portal's CSP (scripts from self only) rightly refuses inline tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A dialog or menu still fading in has its text at part opacity, which axe reads as low contrast: wait
  // for every finite animation and transition (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations;
  })) as TViolation[];
  const failing = violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(failing, `accessibility of ${label}`).toEqual([]);
}

/**
 * Checks the page at 375 px and 1440 px, waiting for `ready` after each resize. Toasts are waited out
 * first (3 s): a check must not depend on whether a toast happens to be on screen. (Their close button
 * has no accessible name yet — lib/notify.tsx; see the fixme test in specs/sign-in.spec.ts.)
 */
export async function expectAccessibleAtAllWidths(
  page: Page,
  label: string,
  ready?: () => Promise<void>,
): Promise<void> {
  const original = page.viewportSize();
  await expect(page.locator('[data-toast]')).toHaveCount(0, { timeout: 10_000 });
  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    if (ready) await ready();
    await expectNoSeriousA11yViolations(page, `${label} at ${width}px`);
  }
  if (original) await page.setViewportSize(original);
}

/** What a page may fetch that is held back while its first paint is checked. */
type THeld = 'scripts' | 'data';

/**
 * Holds the page's requests back so its first paint can be checked before anything else arrives: the
 * app's scripts (`/assets/*.js`: the HTML and its stylesheet alone are then on screen) and its data
 * (every fetch/XHR: the screen then shows its loading state). `release` lets them through, in order.
 */
export async function holdRequests(page: Page) {
  const gates = new Map<THeld, { isHeld: boolean; waiting: (() => void)[] }>([
    ['scripts', { isHeld: false, waiting: [] }],
    ['data', { isHeld: false, waiting: [] }],
  ]);
  const gateOf = (kind: THeld) => gates.get(kind) ?? { isHeld: false, waiting: [] };
  await page.route('**/*', async (route) => {
    const request = route.request();
    const kind: THeld | null =
      request.resourceType() === 'fetch' || request.resourceType() === 'xhr'
        ? 'data'
        : /\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)
          ? 'scripts'
          : null;
    const gate = kind ? gateOf(kind) : null;
    if (gate?.isHeld) await new Promise<void>((resolve) => gate.waiting.push(resolve));
    // The page may have moved on meanwhile: a request it no longer wants cannot be continued.
    await route.continue().catch(() => {});
  });
  return {
    hold: (...kinds: THeld[]) => {
      for (const kind of kinds) gateOf(kind).isHeld = true;
    },
    release: (kind: THeld) => {
      const gate = gateOf(kind);
      gate.isHeld = false;
      for (const resolve of gate.waiting.splice(0)) resolve();
    },
  };
}
