import { describe, expect, it } from 'vitest';
import { toScoredLanguageTest, validateLanguageScore } from '../src/validation/language-score.ts';

const EMPTY = 'Enter a valid score';

describe('§5 language test score ranges', () => {
  it.each([
    ['IELTS', '0'],
    ['IELTS', '6.5'],
    ['IELTS', '9'],
    ['TOEFL', '0'],
    ['TOEFL', '120'],
    ['PTE', '10'],
    ['PTE', '90'],
    ['Duolingo', '10'],
    ['DUOLINGO', '160'],
    ['ielts', 7],
  ])('%s %j is within range', (test, score) => {
    expect(validateLanguageScore(test, score)).toBeNull();
  });

  it.each([
    ['IELTS', '9.5', 'IELTS score must be between 0 and 9.'],
    ['IELTS', '10', 'IELTS score must be between 0 and 9.'],
    ['TOEFL', '121', 'TOEFL score must be between 0 and 120.'],
    ['PTE', '9', 'PTE score must be between 10 and 90.'],
    ['PTE', '91', 'PTE score must be between 10 and 90.'],
    ['Duolingo', '9', 'Duolingo score must be between 10 and 160.'],
    ['DUOLINGO', '161', 'Duolingo score must be between 10 and 160.'],
  ])('%s %j → %j', (test, score, message) => {
    expect(validateLanguageScore(test, score)).toBe(message);
  });

  it.each([
    ['IELTS', ''],
    ['TOEFL', '   '],
    ['PTE', null],
    ['Duolingo', undefined],
    ['IELTS', 'abc'],
    ['IELTS', '-1'],
    ['TOEFL', '1e2'],
  ])('%s %j → "Enter a valid score"', (test, score) => {
    expect(validateLanguageScore(test, score)).toBe(EMPTY);
  });

  it('needs no score for None or an unknown test', () => {
    expect(validateLanguageScore('None', '')).toBeNull();
    expect(validateLanguageScore('GRE', '')).toBeNull();
  });

  it.each([
    ['IELTS', 'IELTS'],
    ['duolingo', 'Duolingo'],
    ['DUOLINGO', 'Duolingo'],
    ['None', null],
  ])('maps %j to %j', (name, key) => {
    expect(toScoredLanguageTest(name)).toBe(key);
  });
});
