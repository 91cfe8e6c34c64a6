/**
 * Invisible characters a name may not hold (docs/decisions/0012-text-safety.md). Unicode's format characters
 * (\p{Cf}) draw nothing yet change how text shows: U+202E (right-to-left override) turns "evil\u202Egnp.pdf"
 * into "evilfdp.png" on screen; zero-width spaces make two names that look alike differ. A name is shown to
 * other people (staff, a counsellor's list, a file's link), so it is refused, never rewritten.
 *
 * Two format characters stay allowed in names: ZERO WIDTH NON-JOINER (U+200C) and ZERO WIDTH JOINER
 * (U+200D). They are part of correct spelling in Indian scripts (Devanagari, Malayalam, Kannada:
 * half-forms and conjuncts, e.g. a Hindi or Malayalam name typed on a phone keyboard) and in Persian,
 * and ZWJ joins emoji; they cannot reorder text. Refusing them would turn away real students.
 *
 * Free text (remarks, notes, reasons, addresses) keeps the softer rule documents.ts already applied to
 * remarks: control characters and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which can reorder what a reader sees; other format characters (soft hyphen, LRM/RLM
 * marks that mixed-direction sentences legitimately use) may stay there.
 *
 * Neither may hold a lone UTF-16 surrogate (\p{Cs}): half of a pair is no character at all.
 * JSON.parse makes one of a "\ud800" escape; UTF-8 cannot encode it, so the database stored U+FFFD in
 * its place. The API refuses one in any string of a request (plugins/input-guard.ts); with a regex's
 * u flag a proper pair (an emoji) is one code point and never matches \p{Cs}.
 */

/** Control and format characters, except ZWNJ/ZWJ, and lone surrogates. */
const NAME_UNSAFE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}]/u;
/** Control characters other than tab and line breaks, the bidirectional controls, lone surrogates. */
const FREE_TEXT_UNSAFE = /(?![\t\n\r])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
const LONE_SURROGATE = /\p{Cs}/u;

export const hasUnsafeNameCharacters = (text: string) => NAME_UNSAFE.test(text);
export const hasUnsafeFreeTextCharacters = (text: string) => FREE_TEXT_UNSAFE.test(text);
export const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);

export const TEXT_SAFETY_MESSAGES = {
  /** `what` starts the sentence: "Name", "Full name", "The file name". */
  nameUnsafe: (what: string) =>
    `${what} may not contain control characters or invisible formatting characters (such as direction overrides).`,
  freeTextUnsafe: (what: string) =>
    `${what} may not contain control characters or direction overrides (U+202A–U+202E, U+2066–U+2069).`,
  loneSurrogate:
    'Text may not contain half of a UTF-16 surrogate pair without the other half (such as \\ud800): it is not a character.',
} as const;
