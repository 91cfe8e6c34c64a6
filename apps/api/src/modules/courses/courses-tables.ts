import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

export const universities = pgTable('universities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  slug: text('slug').notNull().unique(),
  imageUrl: text('image_url').notNull(),
  iconUrl: text('icon_url').notNull(),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    name: text('name').notNull(),
    country: text('country').notNull(),
    campus: text('campus').notNull(),
    intake: text('intake').notNull(),
    // Whole currency units in the university's own currency; null when the university has not published one.
    fees: integer('fees'),
    duration: text('duration').notNull(),
    link: text('link').notNull(),
    overview: text('overview').notNull(),
    entryRequirements: text('entry_requirements').notNull(),
    level: text('level').notNull(),
    category: text('category').notNull(),
    studyMode: text('study_mode').notNull(),
    ucasCode: text('ucas_code'),
    // Lower-cased "course name + university name", searched by the empty-state Search box.
    searchText: text('search_text').notNull(),
  },
  (t) => [
    // Every filter combination of §4 is an equality / IN on these three columns, ordered by id.
    index('courses_level_category_country_id_idx').on(t.level, t.category, t.country, t.id),
    // A text search's walk of one cell in id order, index-only: the LIKE is tested on the entry, never the
    // wide heap row (listing/search-cells-sql.ts). Partial on a condition only that walk states, so filter
    // pages keep the narrower listing index above.
    index('courses_listing_search_idx')
      .on(t.level, t.category, t.country, t.id, t.searchText)
      .where(sql`${t.searchText} <> ''`),
    index('courses_category_country_id_idx').on(t.category, t.country, t.id),
    index('courses_country_id_idx').on(t.country, t.id),
    index('courses_university_id_idx').on(t.universityId),
    index('courses_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Which words occur in which cell (level, field of study, country) of the listing: every space-separated
 * word of the search_text of a course that is or was in the cell. Kept by triggers on courses (migration
 * 0018_course_search); never shrunk, so a cell listed here may have lost its match, but a cell missing
 * here has none. A dense text search walks only the cells holding every word of its text
 * (listing/search-cells.ts).
 */
export const courseCellWords = pgTable(
  'course_cell_words',
  {
    level: text('level').notNull(),
    category: text('category').notNull(),
    country: text('country').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.level, t.category, t.country, t.word] }),
    index('course_cell_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

export const intakes = pgTable('intakes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  // First day of the intake month, YYYY-MM-DD.
  startDate: text('start_date').notNull(),
});

/**
 * Event days: the city expos and the university fair (kind EXPO, found by their code at sign-in) and the
 * pre-departure sessions for students past their offer (kind PRE_DEPARTURE, found by id; their codes
 * contain a hyphen, which no sent event code may, and code lookups match EXPO rows only).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    // EVENT_KINDS of the contract.
    kind: text('kind').notNull().default('EXPO'),
    // The pre-departure session's name; expos are named by their city.
    title: text('title').notNull().default(''),
    // The destination a pre-departure session prepares for (a catalogue country); null for everyone.
    country: text('country'),
    city: text('city').notNull(),
    date: text('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    remarks: text('remarks').notNull().default(''),
    address: text('address').notNull(),
    locationLink: text('location_link'),
    countryCount: integer('country_count').notNull(),
    universityCount: integer('university_count').notNull(),
  },
  // The student's pre-departure list reads one kind from a date on, soonest first.
  (t) => [index('events_kind_date_idx').on(t.kind, t.date)],
);
