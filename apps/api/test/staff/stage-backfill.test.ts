import fs from 'node:fs/promises';
import path from 'node:path';
import { studentStageOf, type TApplicationStatus, type TStudentStage } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate.ts';
import { refreshStudentStage } from '../../src/modules/students/index.ts';
import { applications, payments, studentDocuments, users } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { insertApplication, insertBooking, insertDocument } from './fixtures.ts';

/**
 * Migration 0007 backfills users.stage and last_activity_at of the students who existed before the
 * stage was kept. It is SQL, so it is run here against journeys written straight into the tables and
 * checked against the contract's studentStageOf and against what refreshStudentStage computes.
 */
const t = useTestApp();
let staff: TSignedIn;
let courseIds: number[];

type TFacts = {
  bookings?: ('BOOKED' | 'COMPLETED' | 'CANCELLED')[];
  paid?: number[];
  applications?: TApplicationStatus[];
  document?: boolean;
};
const CASES: { name: string; facts: TFacts; stage: TStudentStage }[] = [
  { name: 'nothing yet', facts: {}, stage: 'REGISTERED' },
  { name: 'a cancelled session only', facts: { bookings: ['CANCELLED'] }, stage: 'REGISTERED' },
  { name: 'a booked session', facts: { bookings: ['CANCELLED', 'BOOKED'] }, stage: 'COUNSELLING_BOOKED' },
  { name: 'a held session', facts: { bookings: ['COMPLETED'], document: true }, stage: 'COUNSELLED' },
  { name: 'held, then booked again', facts: { bookings: ['COMPLETED', 'BOOKED'] }, stage: 'COUNSELLED' },
  { name: 'part of the fee', facts: { bookings: ['COMPLETED'], paid: [4955] }, stage: 'COUNSELLED' },
  { name: 'the fee in two parts', facts: { bookings: ['COMPLETED'], paid: [2000, 2956] }, stage: 'PAID' },
  {
    name: 'only withdrawn applications',
    facts: { paid: [4956], applications: ['WITHDRAWN'] },
    stage: 'PAID',
  },
  {
    name: 'a rejected application',
    facts: { paid: [4956], applications: ['REJECTED', 'WITHDRAWN'] },
    stage: 'APPLIED',
  },
  { name: 'under review', facts: { paid: [4956], applications: ['UNDER_REVIEW'] }, stage: 'APPLIED' },
  {
    name: 'a conditional offer',
    facts: { paid: [4956], applications: ['APPLIED', 'CONDITIONAL_OFFER_RECEIVED'] },
    stage: 'CONDITIONAL_OFFER',
  },
  {
    name: 'an unconditional offer',
    facts: { paid: [4956], applications: ['CONDITIONAL_OFFER_RECEIVED', 'UNCONDITIONAL_OFFER_RECEIVED'] },
    stage: 'UNCONDITIONAL_OFFER',
  },
];

const at = (day: number) => new Date(Date.UTC(2030, 0, day, 6));
type TMade = { student: TSignedIn; latest: Date };

/** Writes the facts with dates in January 2030 (the n-th fact on day n+2) and answers the latest. */
async function makeStudent(facts: TFacts): Promise<TMade> {
  const student = await createSignedInUser(t.app);
  await t.app.db
    .update(users)
    .set({ createdAt: at(1) })
    .where(eq(users.id, student.id));
  let day = 1;
  for (const status of facts.bookings ?? [])
    await insertBooking(t.app, student.id, status, { createdAt: at(++day) });
  for (const amount of facts.paid ?? [])
    await t.app.db
      .insert(payments)
      .values({ studentId: student.id, amount, recordedBy: staff.id, createdAt: at(++day) });
  for (const [i, status] of (facts.applications ?? []).entries()) {
    const row = await insertApplication(t.app, student, courseIds[i] as number, status);
    await t.app.db
      .update(applications)
      .set({ updatedAt: at(++day) })
      .where(eq(applications.id, row.id));
  }
  if (facts.document) {
    const row = await insertDocument(t.app, student, { type: 'PASSPORT', name: 'Passport' });
    await t.app.db
      .update(studentDocuments)
      .set({ updatedAt: at(++day) })
      .where(eq(studentDocuments.id, row.id));
  }
  // The fixture's completed sessions end on 15 January 2030.
  const latest =
    facts.bookings?.includes('COMPLETED') && day < 15 ? new Date('2030-01-15T05:30:00Z') : at(day);
  return { student, latest };
}

const made = new Map<string, TMade>();
const runBackfill = async () => {
  const file = (await fs.readdir(MIGRATIONS_FOLDER)).find((name) => name.startsWith('0007_'));
  if (!file) throw new Error('migration 0007 is missing');
  await t.database.query(await fs.readFile(path.join(MIGRATIONS_FOLDER, file), 'utf8'));
};

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'ADMIN');
  courseIds = await insertCourses(t.app, 2);
  for (const testCase of CASES) made.set(testCase.name, await makeStudent(testCase.facts));
  const ids = [...made.values()].map(({ student }) => student.id);
  // As 0006 left them: every stage REGISTERED, every last activity at the migration's time.
  await t.app.db
    .update(users)
    .set({ stage: 'REGISTERED', lastActivityAt: new Date('2031-06-01T00:00:00Z') })
    .where(inArray(users.id, ids));
  await runBackfill();
});

describe('migration 0007: stage and last activity of existing students', () => {
  it.each(CASES)('$name → $stage', async ({ name, facts, stage }) => {
    const { student, latest } = made.get(name) as TMade;
    const [row] = await t.app.db.select().from(users).where(eq(users.id, student.id));
    expect(
      studentStageOf({
        hasBookedSession: facts.bookings?.includes('BOOKED') ?? false,
        hasCompletedSession: facts.bookings?.includes('COMPLETED') ?? false,
        isPaid: (facts.paid ?? []).reduce((a, b) => a + b, 0) >= 4956,
        applicationStatuses: facts.applications ?? [],
      }),
    ).toBe(stage);
    expect(row?.stage).toBe(stage);
    expect(row?.lastActivityAt.toISOString()).toBe(latest.toISOString());
    // The services' own computation agrees.
    expect(await refreshStudentStage(t.app.db, student.id)).toBe(stage);
  });

  it('leaves staff accounts alone', async () => {
    const [before] = await t.app.db.select().from(users).where(eq(users.id, staff.id));
    await runBackfill();
    const [after] = await t.app.db.select().from(users).where(eq(users.id, staff.id));
    expect(after).toEqual(before);
  });
});
