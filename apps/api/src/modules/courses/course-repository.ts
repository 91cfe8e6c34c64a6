import type { TCourse, TIntake } from '@portal/contract';
import { and, asc, eq, gte, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import type { TCatalogueFilter, TCell } from './catalogue-filter.ts';
import { toCourse } from './course-mapper.ts';
import { courses, intakes, universities } from './courses-tables.ts';
import { enrollments, onboardingDetails } from './journey-preferences-read-model.ts';

// The listing order is the order of courses_level_category_country_id_idx: a cell's rows are one index range.
export const LISTING_ORDER = [
  asc(courses.level),
  asc(courses.category),
  asc(courses.country),
  asc(courses.id),
];

/** `%text%` for LIKE, with the wildcards % and _ (and the escape character) taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of a listing. search_text is stored lower-cased, so LIKE on the lower-cased text is the
 * case-insensitive match (cheaper than ILIKE's per-row folding) and still uses the trigram index.
 */
export function whereOf(filter: TCatalogueFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.levels.length) where.push(inArray(courses.level, [...filter.levels]));
  if (filter.categories.length) where.push(inArray(courses.category, [...filter.categories]));
  if (filter.countries.length) where.push(inArray(courses.country, [...filter.countries]));
  if (filter.search) where.push(like(courses.searchText, containsPattern(filter.search)));
  return where;
}

/** Course counts per (level, category, country), in index order: what every count is summed from. */
export function selectCellCounts(db: TDb) {
  return db
    .select({
      level: courses.level,
      category: courses.category,
      country: courses.country,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(courses)
    .groupBy(courses.level, courses.category, courses.country)
    .orderBy(asc(courses.level), asc(courses.category), asc(courses.country));
}
// async: a drizzle query is a thenable that runs again on every await; the snapshot must run it once.
export const readCellCounts = async (db: TDb): Promise<TCell[]> => selectCellCounts(db);

/** Exact count by scanning every match: the bench's reference (cells and capped counts replace it). */
export function matchCountQuery(db: TDb, filter: TCatalogueFilter) {
  return db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(courses)
    .where(and(...whereOf(filter)));
}

/*
 * Statements prepared once per database (db/prepared.ts), on first use, then only executed. Measured per call (2-core machine,
 * course detail): PostgreSQL 1.9-3.1 ms → 0.5-0.6 ms, PGlite 4.0-4.7 ms → 2.6-3.0 ms. Only for
 * queries of one fixed shape; the listing's (lists of any length, a range start) is built per miss.
 */
const courseById = preparedPerDb((db) =>
  db
    .select({ course: courses, university: universities })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(eq(courses.id, sql.placeholder('id')))
    .prepare('catalogue_course_by_id'),
);

export async function findCourseById(db: TDb, id: number): Promise<TCourse | undefined> {
  const [row] = await courseById(db).execute({ id });
  return row && toCourse(row.course, row.university);
}

const enrollmentOwner = preparedPerDb((db) =>
  db
    .select({ studentId: enrollments.studentId })
    .from(enrollments)
    .where(eq(enrollments.id, sql.placeholder('id')))
    .prepare('catalogue_enrollment_owner'),
);

export async function findEnrollmentOwner(db: TDb, enrollmentId: number): Promise<number | undefined> {
  const [row] = await enrollmentOwner(db).execute({ id: enrollmentId });
  return row?.studentId;
}

const preferencesOf = preparedPerDb((db) =>
  db
    .select({
      countryInterested: onboardingDetails.countryInterested,
      desiredFieldOfStudy: onboardingDetails.desiredFieldOfStudy,
      studyLevel: onboardingDetails.studyLevel,
    })
    .from(onboardingDetails)
    .where(eq(onboardingDetails.studentId, sql.placeholder('studentId')))
    .prepare('catalogue_preferences'),
);

/** A student's onboarding answers: read on every call of its listing (the listing itself is kept). */
export async function findPreferences(db: TDb, studentId: number) {
  const [row] = await preferencesOf(db).execute({ studentId });
  return row ?? { countryInterested: [], desiredFieldOfStudy: [], studyLevel: null };
}

export async function listIntakesFrom(db: TDb, firstDate: string): Promise<TIntake[]> {
  return db
    .select({ id: intakes.id, name: intakes.name, startDate: intakes.startDate })
    .from(intakes)
    .where(gte(intakes.startDate, firstDate))
    .orderBy(asc(intakes.startDate), asc(intakes.id));
}

export async function findUniversityBySlug(db: TDb, slug: string) {
  const [row] = await db
    .select({ name: universities.name, country: universities.country, slug: universities.slug })
    .from(universities)
    .where(eq(universities.slug, slug));
  return row;
}
