import { describe, expect, it } from 'vitest';
import { shareRoundRobin } from '../../src/modules/staff-accounts/round-robin-share.ts';

describe('shareRoundRobin', () => {
  it('gives each student to whoever has the fewest then, ties by the lowest id', () => {
    const shares = shareRoundRobin(
      [11, 12, 13, 14],
      [
        { id: 3, load: 0 },
        { id: 1, load: 1 },
        { id: 2, load: 0 },
      ],
    );
    expect(Object.fromEntries(shares)).toEqual({ 2: [11, 14], 3: [12], 1: [13] });
  });

  it('gives nothing when nobody can take students', () => {
    expect(shareRoundRobin([1, 2], []).size).toBe(0);
  });
});
