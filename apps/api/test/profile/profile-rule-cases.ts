import { toIsoDate, yearOfIsoDate } from '@portal/contract';
import { COMPLETE_UPDATE } from './profile-client.ts';

/** Rows and bodies shared by the profile rule tests. */
export const YEAR = yearOfIsoDate(toIsoDate(new Date()));
export const GAP = '12th passing year must be at least 2 years after 10th passing year.';
export const ssc = { type: 'SSC', universityName: 'CBSE', passingYear: '2015', score: '90%' };
export const hsc = { type: 'HSC', universityName: 'CBSE', passingYear: '2017', score: 'A+' };
export const ug = {
  type: 'UNDERGRADUATE',
  universityName: 'Delhi University',
  passingYear: '2021',
  score: '8.1',
};
export const lang = (exam: string, score: string) => ({
  type: 'LANGUAGE_PROFICIENCY',
  universityName: exam,
  score,
});
export const rows = (...list: object[]) => ({ additionalDocuments: list });

// [case, body, debugMessage (the exact §5 text), field paths in errors[]]
export const RULE_CASES: [string, object, string, string[]][] = [
  ['bad email', { email: 'not-an-email' }, 'Invalid email format', ['email']],
  ['email without a domain', { email: 'a@b' }, 'Invalid email format', ['email']],
  ['malformed date of birth', { dateOfBirth: '31-01-2000' }, 'Enter a valid date of birth.', ['dateOfBirth']],
  [
    'impossible date of birth',
    { dateOfBirth: '2001-02-29' },
    'Enter a valid date of birth.',
    ['dateOfBirth'],
  ],
  ['blank full name', { fullName: '   ' }, 'Enter your full name.', ['fullName']],
  ['bad phone', { phoneNumber: 'call me' }, 'Enter a valid phone number.', ['phoneNumber']],
  ['five-digit PIN code', { zipCode: '56001' }, 'Enter a 6-digit PIN code.', ['zipCode']],
  ['seven-digit PIN code', { zipCode: '5600011' }, 'Enter a 6-digit PIN code.', ['zipCode']],
  ['PIN code with a letter', { zipCode: '56000A' }, 'Enter a 6-digit PIN code.', ['zipCode']],
  ['PIN code starting with 0', { zipCode: '060001' }, 'Enter a 6-digit PIN code.', ['zipCode']],
  [
    'empty degree year',
    rows({ ...ug, passingYear: '' }),
    'Enter passing year.',
    ['additionalDocuments.0.passingYear'],
  ],
  [
    'year 1899',
    rows({ ...ug, passingYear: '1899' }),
    'Enter a valid passing year',
    ['additionalDocuments.0.passingYear'],
  ],
  [
    'next year',
    rows({ ...ug, passingYear: String(YEAR + 1) }),
    'Enter a valid passing year',
    ['additionalDocuments.0.passingYear'],
  ],
  [
    'five digits',
    rows({ ...ug, passingYear: '20150' }),
    'Enter a valid passing year',
    ['additionalDocuments.0.passingYear'],
  ],
  [
    '10th board only',
    rows({ type: 'SSC', universityName: 'CBSE' }),
    'All fields are required',
    ['additionalDocuments.0.passingYear', 'additionalDocuments.0.score'],
  ],
  [
    '12th score only',
    rows({ type: 'HSC', score: 'pass' }),
    'All fields are required',
    ['additionalDocuments.0.universityName', 'additionalDocuments.0.passingYear'],
  ],
  [
    'unknown board',
    rows({ ...ssc, universityName: 'Oxford' }),
    'Select a valid board.',
    ['additionalDocuments.0.universityName'],
  ],
  [
    'score above 100',
    rows({ ...ssc, score: '101%' }),
    'Enter a valid score',
    ['additionalDocuments.0.score'],
  ],
  ['score grade E', rows({ ...hsc, score: 'E' }), 'Enter a valid score', ['additionalDocuments.0.score']],
  [
    '12th one year after 10th',
    rows(ssc, { ...hsc, passingYear: '2016' }),
    GAP,
    ['additionalDocuments.0.passingYear', 'additionalDocuments.1.passingYear'],
  ],
  [
    '12th before 10th',
    rows({ ...hsc, passingYear: '2014' }, ssc),
    GAP,
    ['additionalDocuments.1.passingYear', 'additionalDocuments.0.passingYear'],
  ],
  [
    'two undergraduate rows',
    rows(ug, ug),
    'Undergraduate can be added only once.',
    ['additionalDocuments.1.type'],
  ],
  [
    'two postgraduate rows',
    rows({ ...ug, type: 'POSTGRADUATE' }, { ...ug, type: 'POSTGRADUATE' }),
    'Postgraduate can be added only once.',
    ['additionalDocuments.1.type'],
  ],
  [
    'two diploma rows',
    rows({ ...ug, type: 'DIPLOMA' }, { ...ug, type: 'DIPLOMA' }),
    'Diploma can be added only once.',
    ['additionalDocuments.1.type'],
  ],
  ['two 10th rows', rows(ssc, ssc), '10th standard can be added only once.', ['additionalDocuments.1.type']],
  [
    'IELTS twice',
    rows(lang('IELTS', '7'), lang('ielts', '8')),
    'IELTS can be added only once.',
    ['additionalDocuments.1.universityName'],
  ],
  [
    'unknown exam',
    rows(lang('GRE', '320')),
    'Select a language test.',
    ['additionalDocuments.0.universityName'],
  ],
  ['empty language score', rows(lang('TOEFL', '')), 'Enter a valid score', ['additionalDocuments.0.score']],
  [
    'IELTS 9.5',
    rows(lang('IELTS', '9.5')),
    'IELTS score must be between 0 and 9.',
    ['additionalDocuments.0.score'],
  ],
  [
    'TOEFL 121',
    rows(lang('TOEFL', '121')),
    'TOEFL score must be between 0 and 120.',
    ['additionalDocuments.0.score'],
  ],
  ['PTE 9', rows(lang('PTE', '9')), 'PTE score must be between 10 and 90.', ['additionalDocuments.0.score']],
  [
    'Duolingo 161',
    rows(lang('DUOLINGO', '161')),
    'Duolingo score must be between 10 and 160.',
    ['additionalDocuments.0.score'],
  ],
  [
    'errors in a later row keep its sent index',
    rows({ type: 'PHD' }, { ...ug, passingYear: '' }),
    'Enter passing year.',
    ['additionalDocuments.1.passingYear'],
  ],
  [
    'several rules: the first is the debug message',
    { ...COMPLETE_UPDATE, email: 'x', fullName: '' },
    'Enter your full name.',
    ['fullName', 'email'],
  ],
];
