import { describe, expect, it } from 'vitest';
import { relativeTimeOf } from './relative-time.ts';

const now = Date.parse('2026-11-29T10:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTimeOf', () => {
  it.each([
    [10_000, 'Just now'],
    [5 * 60_000, '5 min ago'],
    [3 * 3_600_000, '3 h ago'],
    [26 * 3_600_000, 'Yesterday'],
    [3 * 86_400_000, '3 days ago'],
    [30 * 86_400_000, '30 Oct 2026'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTimeOf(ago(ms), now)).toBe(text);
  });
});
