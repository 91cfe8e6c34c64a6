/**
 * Buttons whose text names a document ("Preview Letter of Recommendation 1") may be wider than a phone's
 * column (375 px): they wrap onto a second line instead of overflowing.
 */
export const WRAPPING_BUTTON_PROPS = {
  h: 'auto',
  mih: 36,
  py: 6,
  maw: '100%',
  styles: { label: { whiteSpace: 'normal', textAlign: 'start' } },
} as const;
