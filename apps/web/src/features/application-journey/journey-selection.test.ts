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
  const applications = [
    { id: 9, status: 'APPLIED' },
    { id: 7, status: 'UNDER_REVIEW' },
    { id: 3, status: 'APPLIED' },
  ] as const;
  it.each([
    { fromAddress: '7', fromSession: '3', expected: 7, why: 'the address first' },
    { fromAddress: null, fromSession: '3', expected: 3, why: 'then the session' },
    { fromAddress: null, fromSession: null, expected: 9, why: 'then the newest' },
    { fromAddress: '42', fromSession: '3', expected: 3, why: 'an id not the student’s is passed over' },
    { fromAddress: 'abc', fromSession: '42', expected: 9, why: 'nonsense and strangers fall to the newest' },
  ])('$why', ({ fromAddress, fromSession, expected }) => {
    expect(chooseApplicationId({ fromAddress, fromSession, applications })).toBe(expected);
  });

  describe('an opted-out (WITHDRAWN) application', () => {
    const withWithdrawn = [
      { id: 9, status: 'WITHDRAWN' },
      { id: 7, status: 'APPLIED' },
      { id: 3, status: 'WITHDRAWN' },
    ] as const;
    it.each([
      { fromAddress: null, fromSession: '3', expected: 7, why: 'is not the default from the session' },
      { fromAddress: null, fromSession: null, expected: 7, why: 'is not the default as the newest' },
      { fromAddress: '3', fromSession: null, expected: 3, why: 'is shown when the address names it' },
    ])('$why', ({ fromAddress, fromSession, expected }) => {
      expect(chooseApplicationId({ fromAddress, fromSession, applications: withWithdrawn })).toBe(expected);
    });

    it('only withdrawn ones leave none to show by default', () => {
      const onlyWithdrawn = [{ id: 9, status: 'WITHDRAWN' }] as const;
      expect(
        chooseApplicationId({ fromAddress: null, fromSession: '9', applications: onlyWithdrawn }),
      ).toBeNull();
    });
  });

  it('is null without applications', () => {
    expect(chooseApplicationId({ fromAddress: '1', fromSession: '1', applications: [] })).toBeNull();
  });
});
