import { describe, expect, it } from 'vitest';
import { isValidAcademicScore } from '../src/validation/score.ts';

describe('§5 score of the 10th/12th blocks', () => {
  it.each([
    ['', 'empty'],
    [null, 'missing'],
    ['pass', 'pass'],
    ['fail', 'fail'],
    ['Pass', 'case-insensitive word'],
    ['FAIL', 'upper-case word'],
    ['A', 'grade A'],
    ['B+', 'grade with plus'],
    ['C-', 'grade with minus'],
    ['D', 'grade D'],
    ['F', 'grade F'],
    ['a+', 'lower-case grade'],
    ['+', 'one operator'],
    ['+-*/', 'operator string'],
    ['0', 'zero'],
    ['100', 'maximum'],
    ['100%', 'maximum with percent'],
    ['87.5', 'decimal'],
    ['87.5%', 'decimal with percent'],
    ['99.99', 'two decimals'],
    [95, 'a JSON number'],
    [' 90% ', 'surrounding spaces'],
  ])('accepts %j (%s)', (value, _why) => {
    expect(isValidAcademicScore(value)).toBe(true);
  });

  it.each([
    ['100.5', 'above 100'],
    ['101', 'above 100'],
    ['101%', 'above 100 with percent'],
    ['1000', 'four digits'],
    ['-5', 'negative'],
    ['E', 'grade E'],
    ['A++', 'double plus'],
    ['AB', 'two letters'],
    ['passed', 'other word'],
    ['90 %', 'space before percent'],
    ['%90', 'percent first'],
    ['9/10', 'fraction'],
    ['8.5 CGPA', 'text after the number'],
    ['.5', 'no leading digit'],
  ])('rejects %j (%s)', (value, _why) => {
    expect(isValidAcademicScore(value)).toBe(false);
  });
});
