import { sql } from 'drizzle-orm';
import type { TDatabase, TDb } from '../db/client.ts';
import { events, intakes, universities } from '../schema/index.ts';
import { COURSE_COLUMNS, insertByUnnest } from './bulk-insert.ts';
import { INTAKE_SEEDS } from './calendar-data.ts';
import { generateCourse, type TSeededUniversity } from './course-generator.ts';
import { EVENT_SEEDS } from './events-data.ts';
import { preDepartureEventSeeds } from './pre-departure-events-data.ts';
import { slugOf, UNIVERSITY_SEEDS } from './universities-data.ts';

/**
 * Courses of the demo catalogue: enough to browse every filter combination (≥ 500:
 * docs/decisions/0002-demo-catalogue.md).
 */
export const DEMO_COURSE_COUNT = 600;
const BATCH_SIZE = 5000;
const SEED_LOCK_KEY = 720_901;

export const universityMediaPath = (slug: string, kind: 'icon' | 'image') =>
  `/media/universities/${slug}/${kind}.svg`;

/** Inserts the seeded universities if missing and returns them with their database ids. */
export async function ensureUniversities(db: TDb): Promise<TSeededUniversity[]> {
  const values = UNIVERSITY_SEEDS.map((seed) => {
    const slug = slugOf(seed.name);
    return {
      name: seed.name,
      country: seed.country,
      slug,
      imageUrl: universityMediaPath(slug, 'image'),
      iconUrl: universityMediaPath(slug, 'icon'),
    };
  });
  await db.insert(universities).values(values).onConflictDoNothing({ target: universities.slug });
  const rows = await db.select({ id: universities.id, slug: universities.slug }).from(universities);
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  return UNIVERSITY_SEEDS.map((seed) => {
    const id = idBySlug.get(slugOf(seed.name));
    if (id === undefined) throw new Error(`university ${seed.name} was not stored`);
    return { ...seed, id };
  });
}

/** Inserts course numbers [from, to) of the deterministic catalogue in batches. */
export async function insertCourses(
  db: TDb,
  seeded: readonly TSeededUniversity[],
  from: number,
  to: number,
  onBatch?: (done: number) => void,
): Promise<void> {
  for (let start = from; start < to; start += BATCH_SIZE) {
    const end = Math.min(to, start + BATCH_SIZE);
    const rows = [];
    for (let i = start; i < end; i++) rows.push(generateCourse(i, seeded));
    await insertByUnnest(db, 'courses', COURSE_COLUMNS, rows);
    onBatch?.(end);
  }
}

/**
 * Fills an empty catalogue (universities, courses, intakes, events) in one transaction, so a failed
 * first start never leaves half a catalogue behind. A catalogue with any university is left alone. The
 * pre-departure events are dated from `now` (the seed time).
 */
export async function seedIfEmpty(database: TDatabase, now: Date = new Date()): Promise<{ seeded: boolean }> {
  return database.db.transaction(async (tx) => {
    // Two servers starting together on one PostgreSQL database must not both seed it.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: universities.id }).from(universities).limit(1);
    if (existing.length > 0) return { seeded: false };
    const seeded = await ensureUniversities(tx);
    await insertCourses(tx, seeded, 0, DEMO_COURSE_COUNT);
    await tx
      .insert(intakes)
      .values([...INTAKE_SEEDS])
      .onConflictDoNothing({ target: intakes.name });
    await tx
      .insert(events)
      .values([...EVENT_SEEDS, ...preDepartureEventSeeds(now)])
      .onConflictDoNothing({ target: events.code });
    return { seeded: true };
  });
}
