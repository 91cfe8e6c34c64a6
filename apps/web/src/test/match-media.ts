import { vi } from 'vitest';

/**
 * Plays a screen width for `matchMedia` (jsdom has no layout): `min-width`/`max-width` queries in em
 * (16 px) or px are answered for `width`. Undone by vi.restoreAllMocks (restoreMocks in the config).
 */
export function setScreenWidth(width: number) {
  const pixels = (value: string, unit: string) => Number(value) * (unit === 'em' ? 16 : 1);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = query.match(/min-width:\s*([\d.]+)(em|px)/);
    const max = query.match(/max-width:\s*([\d.]+)(em|px)/);
    const matches =
      (!min || width >= pixels(min[1] ?? '0', min[2] ?? 'px')) &&
      (!max || width <= pixels(max[1] ?? '0', max[2] ?? 'px')) &&
      Boolean(min || max);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
