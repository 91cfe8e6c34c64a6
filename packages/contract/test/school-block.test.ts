import { describe, expect, it } from 'vitest';
import {
  toBoard,
  validateSchoolBlock,
  validateSchoolBlocks,
  validateSchoolYearGap,
} from '../src/validation/school-block.ts';

const YEAR = 2025;
const ALL = 'All fields are required';
const GAP = '12th passing year must be at least 2 years after 10th passing year.';
const block = (board: string, passingYear: string, score: string) => ({ board, passingYear, score });

describe('§5 10th/12th block: all or nothing', () => {
  it.each([
    ['all empty', block('', '', ''), []],
    ['all filled', block('CBSE', '2015', '90%'), []],
    [
      'only board',
      block('CBSE', '', ''),
      [
        ['passingYear', ALL],
        ['score', ALL],
      ],
    ],
    [
      'only year',
      block('', '2015', ''),
      [
        ['board', ALL],
        ['score', ALL],
      ],
    ],
    [
      'only score',
      block('', '', 'pass'),
      [
        ['board', ALL],
        ['passingYear', ALL],
      ],
    ],
    ['board and year', block('IB', '2015', ''), [['score', ALL]]],
    ['blank spaces count as empty', block('  ', '2015', 'A'), [['board', ALL]]],
    ['unknown board', block('Oxford', '2015', 'A'), [['board', 'Select a valid board.']]],
    ['bad year', block('CBSE', '1899', 'A'), [['passingYear', 'Enter a valid passing year']]],
    ['five-digit year', block('CBSE', '20150', 'A'), [['passingYear', 'Enter a valid passing year']]],
    ['bad score', block('CBSE', '2015', '120'), [['score', 'Enter a valid score']]],
    [
      'partial and invalid',
      block('Oxford', '', 'x'),
      [
        ['board', 'Select a valid board.'],
        ['passingYear', ALL],
        ['score', 'Enter a valid score'],
      ],
    ],
  ] as const)('%s', (_name, input, expected) => {
    const issues = validateSchoolBlock(input, YEAR).map((issue) => [issue.field, issue.message]);
    expect(issues).toEqual(expected);
  });

  it.each([
    ['CBSE', 'CBSE'],
    ['cisce', 'CISCE'],
    ['ib', 'IB'],
    ['cambridge', 'Cambridge'],
    [' state board ', 'State Board'],
    ['State', null],
  ])('board %j → %j', (input, expected) => {
    expect(toBoard(input)).toBe(expected);
  });
});

describe('§5 two-year gap between 10th and 12th', () => {
  it.each([
    ['2015', '2017', null],
    ['2015', '2020', null],
    ['2015', '2016', GAP],
    ['2015', '2015', GAP],
    ['2017', '2015', GAP],
    ['', '2015', null],
    ['2015', '', null],
    ['1899', '1900', null],
  ])('10th %j, 12th %j → %j', (tenth, twelfth, expected) => {
    expect(validateSchoolYearGap(tenth, twelfth, YEAR)).toBe(expected);
  });

  it('puts the gap message on both years', () => {
    const issues = validateSchoolBlocks(
      { tenth: block('CBSE', '2015', 'A'), twelfth: block('CBSE', '2016', 'B') },
      YEAR,
    );
    expect(issues).toEqual([
      { path: ['tenth', 'passingYear'], message: GAP },
      { path: ['twelfth', 'passingYear'], message: GAP },
    ]);
  });

  it('reports each block under its own name', () => {
    const issues = validateSchoolBlocks({ tenth: block('', '', ''), twelfth: block('CBSE', '', '') }, YEAR);
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['twelfth.passingYear', 'twelfth.score']);
  });
});
