import {
  PLATFORM_FEE,
  type TApplicationStatus,
  type TShortlistStatus,
  ZStaffAuditPage,
} from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  applications,
  counsellingBookings,
  courses,
  payments,
  shortlistEntries,
  users,
} from '../../src/schema/index.ts';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';

/** A multipart body with one `file` part, as a browser's FormData would send it. */
export async function multipart(
  file: { name: string; bytes: Uint8Array; type?: string },
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(
    'file',
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

/** `count` course ids of the seeded catalogue, skipping the first `offset`. */
export async function pickCourses(app: FastifyInstance, count: number, offset = 0): Promise<number[]> {
  const rows = await app.db
    .select({ id: courses.id })
    .from(courses)
    .orderBy(asc(courses.id))
    .limit(count)
    .offset(offset);
  if (rows.length < count) throw new Error('the seeded catalogue has too few courses');
  return rows.map((row) => row.id);
}

/** State set up straight in the database (the staff calls for these belong to other modules). */
export function createStateHelpers(app: FastifyInstance) {
  let staffPromise: Promise<TSignedIn> | undefined;
  const staffUser = () => {
    staffPromise ??= createSignedInUser(app, 'COUNSELLOR');
    return staffPromise;
  };

  return {
    staffUser,
    async payFee(studentId: number, amount: number = PLATFORM_FEE.total) {
      await app.db.insert(payments).values({ studentId, amount, recordedBy: (await staffUser()).id });
    },
    async completeCounselling(studentId: number) {
      await app.db.insert(counsellingBookings).values({
        studentId,
        date: '2026-01-05',
        time: '10:00',
        topics: [],
        status: 'COMPLETED',
        completedAt: new Date(),
      });
    },
    async bookCounselling(studentId: number) {
      await app.db
        .insert(counsellingBookings)
        .values({ studentId, date: '2099-01-05', time: '10:00', topics: [], status: 'BOOKED' });
    },
    async shortlist(student: TSignedIn, courseId: number, status: TShortlistStatus, removed = false) {
      await app.db.insert(shortlistEntries).values({
        studentId: student.id,
        courseId,
        enrollmentId: student.enrollmentId,
        status,
        // Staff give a reason with every NOT_ELIGIBLE verdict.
        statusReason: status === 'NOT_ELIGIBLE' ? 'Needs a first-class degree.' : '',
        createdBy: status === 'STUDENT_CHOICE' ? student.id : (await staffUser()).id,
        createdByRole: status === 'STUDENT_CHOICE' ? 'STUDENT' : 'COUNSELLOR',
        removedAt: removed ? new Date() : null,
      });
    },
    async shortlistStatus(studentId: number, courseId: number) {
      const rows = await app.db
        .select()
        .from(shortlistEntries)
        .where(eq(shortlistEntries.studentId, studentId));
      return rows.find((row) => row.courseId === courseId)?.status;
    },
    async makeEventUser(studentId: number) {
      await app.db.update(users).set({ isEvent: true }).where(eq(users.id, studentId));
    },
    async setApplicationStatus(applicationId: number, status: TApplicationStatus) {
      await app.db.update(applications).set({ status }).where(eq(applications.id, applicationId));
    },
  };
}

export type TStateHelpers = ReturnType<typeof createStateHelpers>;

/** Calls of this module, as a client makes them. */
export function createApplicationCalls(app: FastifyInstance) {
  const apply = (user: TSignedIn, courseId: number, enrollmentId: number | null = user.enrollmentId) =>
    app.inject({
      method: 'POST',
      url: '/api/application',
      headers: user.headers,
      payload: { enrollmentId, courseId },
    });

  return {
    apply,
    /** Applies and returns the new application's id (fails loudly when the state does not allow it). */
    async applyOk(user: TSignedIn, courseId: number): Promise<number> {
      const res = await apply(user, courseId);
      if (res.statusCode !== 201 && res.statusCode !== 200) {
        throw new Error(`apply ${res.statusCode}: ${res.body}`);
      }
      return res.json().id as number;
    },
    get: (user: TSignedIn, id: number | string) =>
      app.inject({ method: 'GET', url: `/api/application/${id}`, headers: user.headers }),
    withdraw: (user: TSignedIn, id: number | string) =>
      app.inject({ method: 'POST', url: `/api/application/${id}/withdraw`, headers: user.headers }),
    list: (user: TSignedIn, query: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/application', headers: user.headers, query }),
    async uploadDocument(
      user: TSignedIn,
      query: Record<string, string>,
      file: { name: string; bytes: Uint8Array } = { name: 'sop.pdf', bytes: tinyPdf() },
    ) {
      const body = await multipart(file);
      return app.inject({
        method: 'POST',
        url: '/application/document/upload',
        query,
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
    },
    listDocuments: (user: TSignedIn, applicationId: number | string) =>
      app.inject({
        method: 'GET',
        url: '/application/document/all',
        query: { applicationId: String(applicationId) },
        headers: user.headers,
      }),
    removeDocument: (user: TSignedIn, documentId: number) =>
      app.inject({
        method: 'DELETE',
        url: `/api/application/documents/${documentId}`,
        headers: user.headers,
      }),
    async uploadConditional(
      user: TSignedIn,
      query: Record<string, string>,
      file: { name: string; bytes: Uint8Array } = { name: 'passport.pdf', bytes: tinyPdf('passport') },
    ) {
      const body = await multipart(file);
      return app.inject({
        method: 'POST',
        url: '/application/document/conditional/upload',
        query,
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
    },
    downloadOffer: (user: TSignedIn, kind: 'conditional' | 'unconditional', applicationId: number) =>
      app.inject({
        method: 'GET',
        url: `/api/application/${kind}-offer/download`,
        query: { applicationId: String(applicationId) },
        headers: user.headers,
      }),
    setStatus: (user: TSignedIn, applicationId: number, status: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/staff/applications/${applicationId}/status`,
        headers: user.headers,
        payload: { status },
      }),
    async uploadOfferLetter(
      user: TSignedIn,
      applicationId: number,
      kind: string,
      file: { name: string; bytes: Uint8Array } = { name: 'offer.pdf', bytes: tinyPdf('offer') },
    ) {
      const body = await multipart(file);
      return app.inject({
        method: 'POST',
        url: `/api/staff/applications/${applicationId}/offer-letter`,
        query: { kind },
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
    },
    setConditionalTypes: (user: TSignedIn, applicationId: number, types: string[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/staff/applications/${applicationId}/conditional-documents`,
        headers: user.headers,
        payload: { types },
      }),
    /** Follows a tempURL (no token: the signature is the permission). */
    fetchFile: (tempURL: string) => app.inject({ method: 'GET', url: tempURL }),
  };
}

export type TApplicationCalls = ReturnType<typeof createApplicationCalls>;

/**
 * A student who may apply (fee paid) with `count` EXPERT_CHOICE courses; answers the student and
 * the course ids.
 */
export async function createReadyStudent(
  app: FastifyInstance,
  state: TStateHelpers,
  courseIds: number[],
): Promise<TSignedIn> {
  const student = await createSignedInUser(app);
  await state.payFee(student.id);
  for (const courseId of courseIds) await state.shortlist(student, courseId, 'EXPERT_CHOICE');
  return student;
}

/** The audit entries about one student (up to 100), as `staff` reads them on GET /api/staff/audit. */
export async function staffAuditOf(app: FastifyInstance, staff: TSignedIn, studentId: number) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/staff/audit',
    query: { studentId: String(studentId), pageSize: '100' },
    headers: staff.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZStaffAuditPage.parse(res.json()).content;
}
