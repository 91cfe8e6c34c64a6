import { describe, expect, it } from 'vitest';
import { chooseApplicationId, stepOf } from './journey-selection.ts';

describe('stepOf', () => {
  it.each([
    ['0', 0],
    ['3', 3],
    ['2', 2],
    ['4', 0],
    ['-1', 0],
    ['1.5', 0],
    ['x', 0],
    ['', 0],
    [null, 0],
  ])('?step=%s shows step %i', (value, step) => {
    expect(stepOf(value)).toBe(step);
  });
});

describe('chooseApplicationId', () => {
  const applicationIds = [9, 7, 3];
  it.each([
    { fromAddress: '7', fromSession: '3', expected: 7, why: 'the address first' },
    { fromAddress: null, fromSession: '3', expected: 3, why: 'then the session' },
    { fromAddress: null, fromSession: null, expected: 9, why: 'then the newest' },
    { fromAddress: '42', fromSession: '3', expected: 3, why: 'an id not the student’s is passed over' },
    { fromAddress: 'abc', fromSession: '42', expected: 9, why: 'nonsense and strangers fall to the newest' },
  ])('$why', ({ fromAddress, fromSession, expected }) => {
    expect(chooseApplicationId({ fromAddress, fromSession, applicationIds })).toBe(expected);
  });

  it('is null without applications', () => {
    expect(chooseApplicationId({ fromAddress: '1', fromSession: '1', applicationIds: [] })).toBeNull();
  });
});
