import {
  COUNSELLING_SCHEDULE,
  PLATFORM_FEE,
  STUDENT_STAGES,
  studentStageOf,
  ZMobileNumber,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshStudentStage } from '../../src/modules/students/index.ts';
import { users } from '../../src/schema/index.ts';
import { generateStudent, type TStudentSeedContext } from '../../src/seed/student-generator.ts';
import { growStudents } from '../../src/seed/student-population.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * The generated students of `npm run seed -- --students N`: the generator on its own over many
 * numbers, and the population written into a test database (small, and once more to see that a
 * second run adds nothing).
 */
const NOW = new Date('2030-06-10T06:00:00Z');
const slots = Array.from({ length: 40 }, (_, i) => ({
  date: `2030-06-1${1 + Math.floor(i / 8)}`,
  time: `1${i % 8}:00`,
}));
const context: TStudentSeedContext = {
  now: NOW,
  courseIds: Array.from({ length: 600 }, (_, i) => i + 1),
  counsellorIds: [101, 102, 103],
  bookingSlots: slots,
};

describe('the student generator', () => {
  const students = Array.from({ length: 20_000 }, (_, i) => generateStudent(i, context));

  it('is deterministic: a student depends only on its number', () => {
    expect(generateStudent(4242, context)).toEqual(students[4242]);
  });

  it('gives every student a valid, unique mobile number and a unique reference id', () => {
    expect(new Set(students.map((s) => s.mobileNumber)).size).toBe(students.length);
    expect(new Set(students.map((s) => s.referenceId)).size).toBe(students.length);
    for (const s of students.slice(0, 500))
      expect(ZMobileNumber.safeParse(s.mobileNumber).success).toBe(true);
    expect(students.every((s) => /^SA\d\d-[2-9A-HJ-NP-Z]{6}$/.test(s.referenceId))).toBe(true);
  });

  it('spreads names, stages, counsellors and times, all in the past', () => {
    expect(new Set(students.map((s) => s.name.split(' ')[0])).size).toBeGreaterThan(60);
    expect(students.filter((s) => s.name === '').length / students.length).toBeLessThan(0.05);
    const stages = new Set(students.map((s) => s.stage));
    expect(stages).toEqual(new Set(STUDENT_STAGES));
    const assigned = students.filter((s) => s.assignedCounsellorId !== null).length / students.length;
    expect(assigned).toBeGreaterThan(0.6);
    expect(assigned).toBeLessThan(0.9);
    for (const s of students) {
      expect(s.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(s.lastActivityAt.getTime()).toBeGreaterThanOrEqual(s.createdAt.getTime());
      expect(s.lastActivityAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('derives each stage from the student’s facts, and keeps booked slots within capacity', () => {
    for (const s of students) {
      const stage = studentStageOf({
        hasBookedSession: s.bookings.some((b) => b.status === 'BOOKED'),
        hasCompletedSession: s.bookings.some((b) => b.status === 'COMPLETED'),
        isPaid: s.payments.reduce((sum, p) => sum + p.amount, 0) >= PLATFORM_FEE.total,
        applicationStatuses: s.applications.map((a) => a.status),
      });
      expect(stage).toBe(s.stage);
      expect(new Set(s.applications.map((a) => a.courseId)).size).toBe(s.applications.length);
      expect(s.payments.reduce((sum, p) => sum + p.amount, 0)).toBeLessThanOrEqual(PLATFORM_FEE.total);
    }
    const seats = new Map<string, number>();
    for (const b of students.flatMap((s) => s.bookings).filter((b) => b.status === 'BOOKED'))
      seats.set(`${b.date} ${b.time}`, (seats.get(`${b.date} ${b.time}`) ?? 0) + 1);
    expect(Math.max(...seats.values())).toBeLessThanOrEqual(COUNSELLING_SCHEDULE.slotCapacity);
  });
});

describe('growStudents', () => {
  const t = useTestApp();
  const COUNT = 300;
  let added = 0;

  beforeAll(async () => {
    ({ added } = await growStudents(t.database, COUNT));
  }, 120_000);

  it('adds the students with their journeys; the stored stage is what the services compute', async () => {
    expect(added).toBe(COUNT);
    const seeded = await t.app.db.select().from(users).where(eq(users.role, 'STUDENT'));
    expect(seeded.length).toBeGreaterThanOrEqual(COUNT);
    for (const student of seeded.slice(0, 120)) {
      expect(await refreshStudentStage(t.app.db, student.id), student.name).toBe(student.stage);
    }
    expect(new Set(seeded.map((s) => s.stage)).size).toBeGreaterThanOrEqual(5);
  });

  it('adds nothing when run again', async () => {
    expect((await growStudents(t.database, COUNT)).added).toBe(0);
  });
});
