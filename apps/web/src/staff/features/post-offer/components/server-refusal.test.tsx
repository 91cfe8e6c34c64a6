import { DEFAULT_THEME } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastOf } from '../../../../test/contrast.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { BlockedReason } from './server-refusal.tsx';

describe('BlockedReason', () => {
  it('says why in a colour readable on an open stage (its grey background, WCAG AA 4.5:1)', () => {
    renderWithApp(<BlockedReason id="why" reason="Enter the deposit the offer asks for first." />);
    const text = screen.getByText('Enter the deposit the offer asks for first.');
    expect(contrastOf(text.style.color, DEFAULT_THEME.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
  });
});
