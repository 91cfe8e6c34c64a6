import { LANGUAGE_SCORE_RANGES } from '../constants.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { PROFILE_MESSAGES } from './rule-messages.ts';

export type TScoredLanguageTest = keyof typeof LANGUAGE_SCORE_RANGES;

/** 'IELTS', 'Duolingo' or 'DUOLINGO' (the profile rows' spelling) → the key of the range table. */
export function toScoredLanguageTest(name: string): TScoredLanguageTest | null {
  const wanted = name.trim().toUpperCase();
  const keys = Object.keys(LANGUAGE_SCORE_RANGES) as TScoredLanguageTest[];
  return keys.find((key) => key.toUpperCase() === wanted) ?? null;
}

/**
 * §5 language score: empty or not a plain non-negative number → 'Enter a valid score'; outside the
 * test's inclusive range (IELTS 0-9, TOEFL 0-120, PTE 10-90, Duolingo 10-160) → a message naming the
 * range. A test without a range (None, unknown) needs no score: null.
 */
export function validateLanguageScore(
  test: string,
  score: string | number | null | undefined,
): string | null {
  const key = toScoredLanguageTest(test);
  if (!key) return null;
  const text = score === null || score === undefined ? '' : String(score).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return VALIDATION_MESSAGES.enterValidScore;
  const { min, max } = LANGUAGE_SCORE_RANGES[key];
  const value = Number(text);
  return value < min || value > max ? PROFILE_MESSAGES.languageScoreRange(key, min, max) : null;
}
