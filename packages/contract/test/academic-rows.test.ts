import { describe, expect, it } from 'vitest';
import { checkAcademicRows, type TAcademicEntryInput } from '../src/validation/academic-rows.ts';

const YEAR = 2025;
const ssc = { type: 'SSC', universityName: 'CBSE', passingYear: '2015', score: '90%' };
const hsc = { type: 'HSC', universityName: 'CBSE', passingYear: '2017', score: 'A+' };
const ielts = { type: 'LANGUAGE_PROFICIENCY', universityName: 'IELTS', passingYear: '2020', score: '7.5' };
const ug = {
  type: 'UNDERGRADUATE',
  universityName: 'Delhi University',
  passingYear: '2021',
  score: '8.2 CGPA',
};

const issuesOf = (rows: TAcademicEntryInput[]) =>
  checkAcademicRows(rows, YEAR).issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('§4/§5 academic rows', () => {
  it('accepts a complete valid list and cleans it', () => {
    const { entries, issues } = checkAcademicRows([ssc, hsc, ug, ielts], YEAR);
    expect(issues).toEqual([]);
    expect(entries).toEqual([
      ssc,
      hsc,
      ug,
      { type: 'LANGUAGE_PROFICIENCY', universityName: 'IELTS', passingYear: '', score: '7.5' },
    ]);
  });

  it('drops rows without a recognised type, reporting later rows by their sent index', () => {
    const { entries, issues } = checkAcademicRows(
      [{ type: 'PHD' }, { type: null }, {}, { type: 'UNDERGRADUATE', passingYear: '' }],
      YEAR,
    );
    expect(entries.map((entry) => entry.type)).toEqual(['UNDERGRADUATE']);
    expect(issues).toEqual([{ path: [3, 'passingYear'], message: 'Enter passing year.' }]);
  });

  it('normalises type, board and exam spelling, and numbers to text', () => {
    const { entries } = checkAcademicRows(
      [
        { type: ' ssc ', universityName: 'state board', passingYear: 2015, score: 88 },
        { type: 'language_proficiency', universityName: 'Duolingo', score: 120 },
      ],
      YEAR,
    );
    expect(entries).toEqual([
      { type: 'SSC', universityName: 'State Board', passingYear: '2015', score: '88' },
      { type: 'LANGUAGE_PROFICIENCY', universityName: 'DUOLINGO', passingYear: '', score: '120' },
    ]);
  });

  it.each([
    ['UNDERGRADUATE', 'Undergraduate can be added only once.'],
    ['POSTGRADUATE', 'Postgraduate can be added only once.'],
    ['DIPLOMA', 'Diploma can be added only once.'],
    ['SSC', '10th standard can be added only once.'],
    ['HSC', '12th standard can be added only once.'],
  ])('allows %s once', (type, message) => {
    const row = { type, universityName: 'CBSE', passingYear: '2019', score: '60' };
    expect(issuesOf([row, { ...row }])).toEqual([['1.type', message]]);
  });

  it('lets Language Proficiency repeat with different exams', () => {
    const rows = ['IELTS', 'TOEFL', 'PTE', 'DUOLINGO'].map((exam, i) => ({
      type: 'LANGUAGE_PROFICIENCY',
      universityName: exam,
      score: String([7, 100, 60, 120][i]),
    }));
    expect(issuesOf(rows)).toEqual([]);
  });

  it.each(['IELTS', 'TOEFL', 'PTE', 'DUOLINGO'])('allows the exam %s once', (exam) => {
    const row = { type: 'LANGUAGE_PROFICIENCY', universityName: exam, score: '50' };
    const messages = issuesOf([row, { ...row, universityName: exam.toLowerCase() }]);
    expect(messages).toContainEqual(['1.universityName', `${exam} can be added only once.`]);
  });

  it.each([
    [{ universityName: 'GRE', score: '300' }, [['0.universityName', 'Select a language test.']]],
    [{ universityName: '', score: '' }, [['0.universityName', 'Select a language test.']]],
    [{ universityName: 'IELTS', score: '' }, [['0.score', 'Enter a valid score']]],
    [{ universityName: 'IELTS', score: '9.5' }, [['0.score', 'IELTS score must be between 0 and 9.']]],
    [{ universityName: 'TOEFL', score: '121' }, [['0.score', 'TOEFL score must be between 0 and 120.']]],
    [{ universityName: 'PTE', score: '9' }, [['0.score', 'PTE score must be between 10 and 90.']]],
    [
      { universityName: 'DUOLINGO', score: '161' },
      [['0.score', 'Duolingo score must be between 10 and 160.']],
    ],
    [{ universityName: 'IELTS', score: '7', passingYear: 'not checked' }, []],
  ])('language row %j', (fields, expected) => {
    expect(issuesOf([{ type: 'LANGUAGE_PROFICIENCY', ...fields }])).toEqual(expected);
  });

  it.each([
    ['', 'Enter passing year.'],
    ['1899', 'Enter a valid passing year'],
    ['2026', 'Enter a valid passing year'],
    ['12345', 'Enter a valid passing year'],
  ])('degree passing year %j → %j', (passingYear, message) => {
    expect(issuesOf([{ ...ug, passingYear }])).toEqual([['0.passingYear', message]]);
  });

  it('applies the all-or-nothing rule to 10th and 12th rows (board in universityName)', () => {
    expect(issuesOf([{ type: 'SSC', universityName: 'CBSE' }])).toEqual([
      ['0.passingYear', 'All fields are required'],
      ['0.score', 'All fields are required'],
    ]);
    expect(issuesOf([{ type: 'HSC', universityName: '', passingYear: '', score: '' }])).toEqual([]);
    expect(issuesOf([{ ...hsc, universityName: 'Oxford' }])).toEqual([
      ['0.universityName', 'Select a valid board.'],
    ]);
    expect(issuesOf([{ ...ssc, score: '101' }])).toEqual([['0.score', 'Enter a valid score']]);
  });

  it.each([
    ['2015', '2017', []],
    ['2015', '2016', ['0.passingYear', '1.passingYear']],
    ['2017', '2015', ['0.passingYear', '1.passingYear']],
  ])('10th %s and 12th %s: gap issues on %j', (tenth, twelfth, paths) => {
    const issues = issuesOf([
      { ...ssc, passingYear: tenth },
      { ...hsc, passingYear: twelfth },
    ]);
    expect(issues).toEqual(
      paths.map((path) => [path, '12th passing year must be at least 2 years after 10th passing year.']),
    );
  });

  it('finds the gap whatever the row order', () => {
    const issues = issuesOf([ielts, { ...hsc, passingYear: '2016' }, ug, ssc]);
    expect(issues.map(([path]) => path)).toEqual(['3.passingYear', '1.passingYear']);
  });
});
