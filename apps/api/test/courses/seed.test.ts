import { ALL_EVENT_CODES, COUNTRIES, FIELDS_OF_STUDY, STUDY_LEVELS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, events, intakes, universities } from '../../src/schema/index.ts';
import { generateCourse } from '../../src/seed/course-generator.ts';
import { DEMO_COURSE_COUNT, ensureUniversities, seedIfEmpty } from '../../src/seed/index.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

let t: TTestApp;
let rows: (typeof courses.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp();
  rows = await t.app.db.select().from(courses).orderBy(courses.id);
});
afterAll(async () => {
  await t.close();
});

/** Blocks separated by blank lines, each a heading line followed by at least one line of text. */
const isBlockText = (text: string) =>
  text.split('\n\n').every((block) => {
    const [heading, ...body] = block.split('\n');
    return Boolean(heading?.trim()) && body.length > 0 && body.every((line) => line.trim());
  });

describe('seeded catalogue', () => {
  it('holds at least 500 courses over every field × level and all six countries', () => {
    expect(rows.length).toBe(DEMO_COURSE_COUNT);
    expect(rows.length).toBeGreaterThanOrEqual(500);
    const combos = new Set(rows.map((row) => `${row.category}|${row.level}`));
    for (const category of FIELDS_OF_STUDY)
      for (const level of STUDY_LEVELS)
        expect(combos, `${category} × ${level}`).toContain(`${category}|${level}`);
    expect(new Set(rows.map((row) => row.country))).toEqual(new Set(COUNTRIES));
  });

  it('has universities in the six countries with app-served image and icon', async () => {
    const list = await t.app.db.select().from(universities);
    expect(list.length).toBeGreaterThanOrEqual(48);
    expect(new Set(list.map((u) => u.country))).toEqual(new Set(COUNTRIES));
    for (const university of list) {
      expect(university.iconUrl).toBe(`/media/universities/${university.slug}/icon.svg`);
      expect(university.imageUrl).toBe(`/media/universities/${university.slug}/image.svg`);
    }
    const byId = new Map(list.map((u) => [u.id, u]));
    for (const row of rows) expect(byId.get(row.universityId)?.country).toBe(row.country);
  });

  it('gives every course its facts, and UCAS codes to UK undergraduate courses only', () => {
    for (const row of rows) {
      expect(row.campus && row.intake && row.duration && row.studyMode && row.link).toBeTruthy();
      expect(row.intake).toMatch(/^(January|May|September) 20\d\d$/);
      expect(row.duration).toMatch(/^\d+(\.\d)? (year|years|months)$/);
      if (row.fees !== null) expect(Number.isInteger(row.fees) && row.fees > 0).toBe(true);
      const needsUcas = row.country === 'UK' && row.level === 'Undergraduate';
      if (needsUcas) expect(row.ucasCode).toMatch(/^[A-Z]\d{3}$/);
      else expect(row.ucasCode).toBeNull();
      expect(row.searchText).toContain(row.name.toLowerCase());
    }
    expect(rows.some((row) => row.fees === null)).toBe(true);
    expect(new Set(rows.map((row) => row.studyMode)).size).toBeGreaterThan(1);
  });

  it("usually states 'Start date: <Month> <year>' in the overview, matching the intake", () => {
    const withDate = rows.filter((row) => /Start date: [A-Z][a-z]+ \d{4}/.test(row.overview));
    expect(withDate.length / rows.length).toBeGreaterThan(0.75);
    expect(withDate.length).toBeLessThan(rows.length);
    for (const row of withDate) expect(row.overview).toContain(`Start date: ${row.intake}`);
  });

  it('writes overview and entry requirements as headed blocks separated by blank lines', () => {
    for (const row of rows) {
      expect(isBlockText(row.overview), row.overview).toBe(true);
      expect(isBlockText(row.entryRequirements), row.entryRequirements).toBe(true);
      expect(row.entryRequirements.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(row.entryRequirements).toMatch(/^Academic requirements\n/);
      expect(row.entryRequirements).toContain('\n\nEnglish language\nIELTS ');
    }
  });

  it('has the JLG, KOP, AUR and SSU events and upcoming intakes', async () => {
    const eventRows = (await t.app.db.select().from(events)).filter((event) => event.kind === 'EXPO');
    expect(eventRows.map((e) => e.code).sort()).toEqual([...ALL_EVENT_CODES].sort());
    for (const event of eventRows) {
      expect(event.address.split('\n').length).toBeGreaterThanOrEqual(2);
      expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.countryCount).toBeGreaterThan(0);
      expect(event.universityCount).toBeGreaterThan(0);
    }
    const intakeRows = await t.app.db.select().from(intakes);
    expect(intakeRows.map((i) => i.name)).toEqual(
      expect.arrayContaining(['January 2027', 'May 2027', 'September 2027', 'September 2028']),
    );
    for (const intake of intakeRows) expect(intake.startDate).toMatch(/^\d{4}-\d{2}-01$/);
    expect(new Set(rows.map((row) => row.intake)).size).toBeGreaterThan(1);
    for (const name of new Set(rows.map((row) => row.intake)))
      expect(intakeRows.map((i) => i.name)).toContain(name);
  });

  it('is idempotent and deterministic', async () => {
    expect(await seedIfEmpty(t.database)).toEqual({ seeded: false });
    expect(await t.app.db.$count(courses)).toBe(DEMO_COURSE_COUNT);
    const seeded = await ensureUniversities(t.app.db);
    const { searchText, name, overview, entryRequirements } = generateCourse(41, seeded);
    expect(rows[41]).toMatchObject({ searchText, name, overview, entryRequirements });
    expect(generateCourse(41, seeded)).toEqual(generateCourse(41, seeded));
  });
});
