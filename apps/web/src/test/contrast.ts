import { DEFAULT_THEME } from '@mantine/core';

/**
 * WCAG contrast in jsdom, which computes no colours: the colour a style names (a Mantine palette
 * variable such as var(--mantine-color-orange-9), white, a hex, or the rgb() jsdom writes for a hex) as
 * [r, g, b]; null for anything else (e.g. a variant's variable only a stylesheet resolves).
 */
export function rgbOf(color: string): number[] | null {
  const value = color.trim();
  if (value === 'var(--mantine-color-white)') return [255, 255, 255];
  const palette = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  const hex = palette ? DEFAULT_THEME.colors[palette[1] as string]?.[Number(palette[2])] : value;
  if (hex && /^#[0-9a-f]{6}$/i.test(hex)) {
    return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  }
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(value);
  return rgb ? rgb.slice(1).map(Number) : null;
}

const luminance = (rgb: number[]) => {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG 2 contrast ratio of two colours as styles name them; 0 when either cannot be read. */
export function contrastOf(foreground: string, background: string): number {
  const [a, b] = [rgbOf(foreground), rgbOf(background)];
  if (!a || !b) return 0;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
