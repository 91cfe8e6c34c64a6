import { FIELDS_OF_STUDY, type TFieldOfStudy, type TStudyLevel } from '@portal/contract';
import { createRandom, type TRandom } from '../lib/prng.ts';
import type { courses } from '../schema/index.ts';
import { COUNTRY_PROFILES } from './country-profiles.ts';
import { buildEntryRequirements, buildOverview, type TCourseFacts } from './course-texts.ts';
import { SUBJECTS, type TSubject, UCAS_LETTER } from './subjects-data.ts';
import { slugOf, type TUniversitySeed } from './universities-data.ts';

export type TCourseRow = typeof courses.$inferInsert;
export type TSeededUniversity = TUniversitySeed & { id: number };

const MASTER_SEED = 20_270_901;
// Over any run of 100 course numbers every field gets two bachelor, two master and one foundation course.
const LEVEL_CYCLE: readonly TStudyLevel[] = [
  'Undergraduate',
  'Postgraduate',
  'Undergraduate',
  'Postgraduate',
  'Foundation',
];
const FOUNDATION_NAMES = [
  (subject: string) => `International Foundation Year in ${subject}`,
  (subject: string) => `Foundation Certificate in ${subject}`,
  (subject: string) => `Pathway Programme: ${subject}`,
];
const LONG_DEGREE_NAMES: Record<string, string> = {
  BBA: 'Bachelor of Business Administration (BBA)',
  MBA: 'Master of Business Administration (MBA)',
};

function courseName(subject: TSubject, level: TStudyLevel, isUk: boolean, random: TRandom): string {
  if (level === 'Foundation') return random.pick(FOUNDATION_NAMES)(subject.name);
  const degree = level === 'Undergraduate' ? subject.bachelor : subject.master;
  const long = LONG_DEGREE_NAMES[degree];
  if (long) return long;
  return `${degree}${isUk && level === 'Undergraduate' ? ' (Hons)' : ''} ${subject.name}`;
}

function studyModeOf(level: TStudyLevel, isUk: boolean, random: TRandom): string {
  if (level === 'Undergraduate' && isUk)
    return random.pick(['Full-time', 'Full-time', 'Full-time with placement year']);
  if (level === 'Postgraduate') return random.pick(['Full-time', 'Full-time', 'Full-time', 'Part-time']);
  return 'Full-time';
}

function pickUniversity(universities: readonly TSeededUniversity[], field: TFieldOfStudy, random: TRandom) {
  // Specialists only teach their own fields (Semmelweis offers no Fine Art).
  const teaching = universities.filter(
    (university) => !university.fields || university.fields.includes(field),
  );
  return random.pick(teaching.length ? teaching : universities);
}

/**
 * Course number `index` of the deterministic catalogue. Each course depends only on its number, so the
 * demo seed (the first few hundred) and the benchmark catalogue (`--courses N`) share their prefix.
 */
export function generateCourse(index: number, universities: readonly TSeededUniversity[]): TCourseRow {
  const random = createRandom(MASTER_SEED ^ Math.imul(index + 1, 0x9e3779b1));
  const fieldOfStudy = FIELDS_OF_STUDY[index % FIELDS_OF_STUDY.length] as TFieldOfStudy;
  const level = LEVEL_CYCLE[Math.floor(index / FIELDS_OF_STUDY.length) % LEVEL_CYCLE.length] as TStudyLevel;
  const university = pickUniversity(universities, fieldOfStudy, random);
  const profile = COUNTRY_PROFILES[university.country];
  const isUk = university.country === 'UK';
  const subject = random.pick(SUBJECTS[fieldOfStudy]);
  const studyMode = studyModeOf(level, isUk, random);
  const [minFee, maxFee] = profile.fees[level];
  const facts: TCourseFacts = {
    name: courseName(subject, level, isUk, random),
    subject: subject.name,
    universityName: university.name,
    campus: random.pick(university.campuses),
    country: university.country,
    level,
    fieldOfStudy,
    intake: random.pick(profile.intakes),
    duration: studyMode === 'Part-time' ? '2 years' : random.pick(profile.durations[level]),
    studyMode,
  };
  const searchName = `${facts.name} ${university.name}`.toLowerCase();
  const folded = slugOf(university.name).replaceAll('-', ' ');
  return {
    universityId: university.id,
    name: facts.name,
    country: facts.country,
    campus: facts.campus,
    intake: facts.intake,
    // Some universities do not publish a fee; the detail screen then shows 'N/A'.
    fees: random.chance(0.06) ? null : random.int(minFee / 50, maxFee / 50) * 50,
    duration: facts.duration,
    link: `https://${university.domain}/`,
    overview: buildOverview(facts, random),
    entryRequirements: buildEntryRequirements(facts, random),
    level,
    // The field of study's column is `category`.
    category: fieldOfStudy,
    studyMode,
    ucasCode:
      isUk && level === 'Undergraduate'
        ? `${UCAS_LETTER[fieldOfStudy]}${random.int(1, 9)}${random.pick(['00', '00', '01', '10', '20'])}`
        : null,
    // The accent-free university name lets "eotvos" find "Eötvös Loránd University".
    searchText: searchName.includes(folded) ? searchName : `${searchName} ${folded}`,
  };
}
