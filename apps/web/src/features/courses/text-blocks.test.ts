import { describe, expect, it } from 'vitest';
import { splitTextBlocks } from './text-blocks.ts';

describe('text blocks (§2: split on blank lines, the first line of each block is its heading)', () => {
  it('splits an overview into headed blocks', () => {
    const text =
      'Course overview\nThe course is taught in Stratford.\n\nKey facts\nStart date: September 2027\nDuration: 1 year\n\nCareers\nAccountant.';
    expect(splitTextBlocks(text)).toEqual([
      { heading: 'Course overview', lines: ['The course is taught in Stratford.'] },
      { heading: 'Key facts', lines: ['Start date: September 2027', 'Duration: 1 year'] },
      { heading: 'Careers', lines: ['Accountant.'] },
    ]);
  });

  it('treats whitespace-only lines and several blank lines as one separator, and CRLF as LF', () => {
    expect(splitTextBlocks('A\r\nbody a\r\n \t \r\n\r\n\r\nB\r\nbody b')).toEqual([
      { heading: 'A', lines: ['body a'] },
      { heading: 'B', lines: ['body b'] },
    ]);
  });

  it('keeps a one-line block as a heading without body, and trims lines', () => {
    expect(splitTextBlocks('\n\n  Only heading  \n\n')).toEqual([{ heading: 'Only heading', lines: [] }]);
  });

  it('gives nothing for an empty text', () => {
    expect(splitTextBlocks('')).toEqual([]);
    expect(splitTextBlocks('   \n\n  ')).toEqual([]);
    expect(splitTextBlocks(null)).toEqual([]);
  });
});
