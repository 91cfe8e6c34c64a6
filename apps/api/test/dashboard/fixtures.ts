import { randomUUID } from 'node:crypto';
import { type TDashboardCardTitle, type TDashboardCardView, ZDashboardResponse } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { insertPayment } from '../../src/modules/payments/payment-repository.ts';
import {
  applications,
  counsellingBookings,
  courses,
  shortlistEntries,
  universities,
} from '../../src/schema/index.ts';
import { testCourse } from '../helpers/courses.ts';
import { announceStudent, heardEarlierChanges } from '../helpers/student-changes.ts';
import type { TSignedIn } from '../helpers/students.ts';

/**
 * The student's state is set up by writing rows with app.db, as the booking, staff and application
 * calls that write them in production are separate modules with their own tests.
 */

/** Courses named `names` at a test university; answers their ids in the same order. */
export async function insertNamedCourses(app: FastifyInstance, names: string[]): Promise<number[]> {
  const slug = `dashboard-university-${randomUUID()}`;
  const [university] = await app.db
    .insert(universities)
    .values({ name: 'Dashboard University', country: 'UK', slug, imageUrl: '/u.jpg', iconUrl: '/u.png' })
    .returning({ id: universities.id });
  if (!university) throw new Error('university insert returned nothing');
  const rows = await app.db
    .insert(courses)
    .values(
      names.map((name) => testCourse({ universityId: university.id, name, searchText: name.toLowerCase() })),
    )
    .returning({ id: courses.id });
  return rows.map((row) => row.id);
}

export async function bookCounselling(
  app: FastifyInstance,
  studentId: number,
  slot: { date: string; time: string },
  status: 'BOOKED' | 'COMPLETED' | 'CANCELLED' = 'BOOKED',
): Promise<number> {
  const [row] = await app.db
    .insert(counsellingBookings)
    .values({
      studentId,
      ...slot,
      topics: ['Course selection'],
      status,
      completedAt: status === 'COMPLETED' ? new Date() : null,
    })
    .returning({ id: counsellingBookings.id });
  if (!row) throw new Error('booking insert returned nothing');
  return row.id;
}

/** What POST /api/staff/students/{id}/counselling/complete does to the booking row. */
export async function completeCounselling(app: FastifyInstance, bookingId: number): Promise<void> {
  await app.db
    .update(counsellingBookings)
    .set({ status: 'COMPLETED', completedAt: new Date() })
    .where(eq(counsellingBookings.id, bookingId));
}

export async function shortlist(
  app: FastifyInstance,
  studentId: number,
  courseId: number,
  opts: { status?: string; removed?: boolean } = {},
): Promise<void> {
  await app.db.insert(shortlistEntries).values({
    studentId,
    courseId,
    status: opts.status ?? 'STUDENT_CHOICE',
    // Staff give a reason with every NOT_ELIGIBLE verdict.
    statusReason: opts.status === 'NOT_ELIGIBLE' ? 'Needs a first-class degree.' : '',
    createdBy: studentId,
    createdByRole: 'STUDENT',
    removedAt: opts.removed ? new Date() : null,
  });
  // shortlist_entries notifies no more (migration 0020): a write by hand announces its student.
  await announceStudent(app.database, studentId);
}

/** A payment received offline, as staff record it. */
export const recordPayment = (app: FastifyInstance, studentId: number, amount: number, staffId: number) =>
  insertPayment(app.db, { studentId, amount, recordedBy: staffId });

export async function insertApplication(
  app: FastifyInstance,
  studentId: number,
  courseId: number,
  createdAt: Date,
  status = 'APPLIED',
): Promise<void> {
  await app.db.insert(applications).values({ studentId, courseId, status, createdAt, updatedAt: createdAt });
}

export async function setApplicationStatus(
  app: FastifyInstance,
  studentId: number,
  courseId: number,
  status: string,
): Promise<void> {
  await app.db
    .update(applications)
    .set({ status })
    .where(and(eq(applications.studentId, studentId), eq(applications.courseId, courseId)));
}

/** GET /api/dashboard, checked against the contract, as cards by title. */
export async function readDashboard(
  app: FastifyInstance,
  user: Pick<TSignedIn, 'headers'>,
): Promise<{ list: TDashboardCardView[]; card: (title: TDashboardCardTitle) => TDashboardCardView }> {
  // The rows above were written with app.db: the app drops the student's kept dashboard once it hears.
  await heardEarlierChanges(app.database);
  const res = await app.inject({ method: 'GET', url: '/api/dashboard', headers: user.headers });
  if (res.statusCode !== 200) throw new Error(`GET /api/dashboard: ${res.statusCode} ${res.body}`);
  const list = ZDashboardResponse.parse(res.json());
  return {
    list,
    card(title) {
      const found = list.find((c) => c.title === title);
      if (!found) throw new Error(`no ${title} card`);
      return found;
    },
  };
}
