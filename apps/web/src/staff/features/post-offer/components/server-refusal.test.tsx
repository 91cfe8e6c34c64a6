import { DEFAULT_THEME } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import { BlockedReason } from './server-refusal.tsx';

/** The colour a style names, as [r, g, b]: a Mantine palette variable or what jsdom writes for a hex. */
function rgbOf(color: string): number[] {
  const palette = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(color);
  const hex = palette
    ? (DEFAULT_THEME.colors[palette[1] as string]?.[Number(palette[2])] ?? '')
    : color.startsWith('#')
      ? color
      : '';
  if (hex) return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return (/rgb\((\d+), (\d+), (\d+)\)/.exec(color) ?? []).slice(1).map(Number);
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b2 = 0] = rgb.map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('BlockedReason', () => {
  it('says why in a colour readable on an open stage (its grey background, WCAG AA 4.5:1)', () => {
    renderWithApp(<BlockedReason id="why" reason="Enter the deposit the offer asks for first." />);
    const text = screen.getByText('Enter the deposit the offer asks for first.');
    const openStageBackground = rgbOf(DEFAULT_THEME.colors.gray[0]);
    expect(contrast(rgbOf(text.style.color), openStageBackground)).toBeGreaterThanOrEqual(4.5);
  });
});
