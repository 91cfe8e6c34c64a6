import { describe, expect, it } from 'vitest';
import {
  hasLoneSurrogate,
  hasUnsafeFreeTextCharacters,
  hasUnsafeNameCharacters,
} from '../src/text-safety.ts';

/** Which characters a name and a free text refuse (text-safety.ts says why). */
describe('text safety', () => {
  it.each([
    ['U+202E right-to-left override', '\u202E', true, true],
    ['U+202A left-to-right embedding', '\u202A', true, true],
    ['U+2066 left-to-right isolate', '\u2066', true, true],
    ['U+2069 pop directional isolate', '\u2069', true, true],
    ['U+200B zero-width space', '\u200B', true, false],
    ['U+200E left-to-right mark', '\u200E', true, false],
    ['U+00AD soft hyphen', '\u00AD', true, false],
    ['U+FEFF byte order mark', '\uFEFF', true, false],
    ['U+2060 word joiner', '\u2060', true, false],
    ['U+0007 bell', '\u0007', true, true],
    ['a line feed', '\n', true, false],
    ['U+200C zero-width non-joiner', '\u200C', false, false],
    ['U+200D zero-width joiner', '\u200D', false, false],
    ['plain letters', 'Asha', false, false],
    ['an emoji ZWJ sequence', '👩\u200D🎓', false, false],
    ['a lone high surrogate U+D800', '\uD800', true, true],
    ['a lone low surrogate U+DFFF', '\uDFFF', true, true],
    ['a surrogate pair in the wrong order', '\uDC00\uD800', true, true],
    ['an astral letter (a surrogate pair)', '\u{1D49C}', false, false],
  ])('%s: refused in a name %s, in free text %s', (_label, character, inName, inFreeText) => {
    expect(hasUnsafeNameCharacters(`a${character}b`)).toBe(inName);
    expect(hasUnsafeFreeTextCharacters(`a${character}b`)).toBe(inFreeText);
  });
});

/**
 * A lone UTF-16 surrogate is not a character: UTF-8 cannot encode it, so the database would store
 * U+FFFD instead. JSON.parse makes one from a "\ud800" escape.
 */
describe('lone surrogates', () => {
  it.each([
    ['a lone high surrogate at the end', true, 'Asha\uD800'],
    ['a lone high surrogate before a letter', true, '\uD83DAsha'],
    ['a lone low surrogate at the start', true, '\uDE00Asha'],
    ['two high surrogates', true, '\uD83D\uD83D'],
    ['a low then a high surrogate', true, '\uDE00\uD83D'],
    ['what JSON.parse makes of "\\ud800"', true, JSON.parse('"\\ud800"') as string],
    ['an emoji (a proper pair)', false, 'Asha 😀'],
    ['U+FFFD itself (a real character)', false, 'Asha \uFFFD'],
    ['plain text', false, 'Asha'],
    ['empty text', false, ''],
  ])('%s: refused %s', (_label, refused, text) => {
    expect(hasLoneSurrogate(text)).toBe(refused);
  });
});
