import { expect, type Page } from '@playwright/test';

/** The narrowest phone the screens must fit: nothing may make the page scroll sideways at this width. */
export const NARROW_WIDTH = 360;

/** A one-word name as long as the form allows most of (no space to break at). */
export const LONG_ONE_WORD_NAME = 'Venkatasubramanianarasimhanandakrishnamurthy';

/**
 * The page at 360 px does not scroll sideways: the document is no wider than the window. On failure it
 * names the elements that stick out past the right edge (outside any box that scrolls or clips them), so
 * the message says what to fix. `ready` is awaited after the resize (a layout that changes with width).
 */
export async function expectNoSidewaysScroll(
  page: Page,
  label: string,
  ready?: () => Promise<void>,
): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize({ width: NARROW_WIDTH, height: 780 });
  if (ready) await ready();
  await page.evaluate(() => document.fonts.ready);
  const measured = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const clipsSideways = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const nameOf = (element: Element) => {
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const text = (element.textContent ?? '').trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
    };
    const sticking: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      let parent = element.parentElement;
      let isClipped = false;
      while (parent && parent !== document.body) {
        if (clipsSideways(parent)) {
          isClipped = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!isClipped) sticking.push(element);
    }
    // The innermost ones: their parents stick out because they do.
    const offenders = sticking
      .filter((element) => !sticking.some((other) => other !== element && element.contains(other)))
      .map(
        (element) =>
          `${nameOf(element)} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return { scrollWidth: root.scrollWidth, width, offenders: offenders.slice(0, 6) };
  });
  expect(
    measured.scrollWidth > measured.width ? measured.offenders : [],
    `${label} at ${NARROW_WIDTH} px is ${measured.scrollWidth} px wide`,
  ).toEqual([]);
  expect(measured.scrollWidth, `${label}: page width at ${NARROW_WIDTH} px`).toBeLessThanOrEqual(
    measured.width,
  );
  if (original) await page.setViewportSize(original);
}
