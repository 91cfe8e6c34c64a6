import type { TCountry, TFieldOfStudy, TStudyLevel } from '@portal/contract';
import type { TRandom } from '../lib/prng.ts';
import { CAREERS } from './subjects-data.ts';

/**
 * Overview and entry-requirement texts. Both are blocks separated by blank lines whose first line is a
 * heading, as the course detail screen renders them (§2); most overviews carry 'Start date: <Month> <year>'
 * because the shortlist reads the start date from there (§2 Shortlisted courses).
 */
export type TCourseFacts = {
  name: string;
  subject: string;
  universityName: string;
  campus: string;
  country: TCountry;
  level: TStudyLevel;
  fieldOfStudy: TFieldOfStudy;
  intake: string;
  duration: string;
  studyMode: string;
};

const LEVEL_SUMMARY: Record<TStudyLevel, (subject: string) => string> = {
  Foundation: (subject) =>
    `This foundation year prepares international students for a bachelor's degree in ${subject}, combining subject modules with academic English and study skills.`,
  Undergraduate: (subject) =>
    `Students build a broad base in ${subject} before specialising in their final year, with projects set by industry partners.`,
  Postgraduate: (subject) =>
    `This advanced programme deepens expertise in ${subject} through taught modules and an independent research project.`,
};

export function buildOverview(facts: TCourseFacts, random: TRandom): string {
  const keyFacts = ['Key facts'];
  // About one course in eight has no published start date, so 'Not provided' shows up in the UI too.
  if (!random.chance(0.12)) keyFacts.push(`Start date: ${facts.intake}`);
  keyFacts.push(`Duration: ${facts.duration}`, `Study mode: ${facts.studyMode}`);
  return [
    `Course overview\nThe ${facts.name} at ${facts.universityName} is taught at the ${facts.campus} campus. ${LEVEL_SUMMARY[facts.level](facts.subject)}`,
    keyFacts.join('\n'),
    `Careers\nGraduates go on to work as ${CAREERS[facts.fieldOfStudy]}.`,
  ].join('\n\n');
}

// IELTS band → equivalent TOEFL iBT, PTE Academic and Duolingo scores commonly accepted.
const ENGLISH_EQUIVALENTS: Record<string, readonly [number, number, number]> = {
  '5.5': [72, 50, 95],
  '6.0': [80, 57, 105],
  '6.5': [90, 62, 115],
  '7.0': [95, 66, 120],
};
const IELTS_BY_LEVEL: Record<TStudyLevel, readonly string[]> = {
  Foundation: ['5.5'],
  Undergraduate: ['6.0', '6.5'],
  Postgraduate: ['6.5', '6.5', '7.0'],
};
const QUANTITATIVE: readonly TFieldOfStudy[] = [
  'Accounting & Finance',
  'Computer Science & IT',
  'Economics',
  'Engineering',
  'Mathematics & Statistics',
  'Physical Sciences',
];

function academicLine(facts: TCourseFacts, random: TRandom): string {
  const needsMaths = QUANTITATIVE.includes(facts.fieldOfStudy) ? ', including Mathematics' : '';
  if (facts.level === 'Foundation')
    return `Class 12 (HSC) or equivalent with at least ${random.int(10, 12) * 5}% overall.`;
  if (facts.level === 'Undergraduate')
    return `Class 12 (HSC) with at least ${random.int(12, 16) * 5}% overall${needsMaths}.`;
  return `A bachelor's degree in a related subject with at least ${random.int(11, 14) * 5}% overall (UK 2:2 or above).`;
}

export function buildEntryRequirements(facts: TCourseFacts, random: TRandom): string {
  const ielts = random.pick(IELTS_BY_LEVEL[facts.level]);
  const [toefl, pte, duolingo] = ENGLISH_EQUIVALENTS[ielts] ?? [80, 57, 105];
  const blocks = [
    `Academic requirements\n${academicLine(facts, random)}`,
    `English language\nIELTS ${ielts} overall with no band below ${(Number(ielts) - 0.5).toFixed(1)}, or TOEFL iBT ${toefl}, or PTE Academic ${pte}, or Duolingo ${duolingo}.`,
  ];
  if (facts.country === 'Germany' || facts.country === 'Hungary')
    blocks.push('Language of instruction\nTaught in English; no local language certificate is required.');
  const documents =
    facts.level === 'Postgraduate'
      ? 'Passport, degree certificate and transcripts, CV, statement of purpose and two letters of recommendation.'
      : 'Passport, Class 10 and Class 12 marksheets and a statement of purpose.';
  blocks.push(`Documents\n${documents}`);
  return blocks.join('\n\n');
}
