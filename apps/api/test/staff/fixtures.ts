import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  applications,
  counsellingBookings,
  payments,
  storedFiles,
  studentDocuments,
} from '../../src/schema/index.ts';
import type { TSignedIn } from '../helpers/students.ts';

/** Journey state written straight into the tables (the modules that write it are tested on their own). */

export const call = (
  app: FastifyInstance,
  who: { headers: { authorization: string } } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

export async function insertBooking(
  app: FastifyInstance,
  studentId: number,
  status: 'BOOKED' | 'COMPLETED' | 'CANCELLED',
  extra: { date?: string; time?: string; createdAt?: Date } = {},
) {
  const [row] = await app.db
    .insert(counsellingBookings)
    .values({
      studentId,
      date: extra.date ?? '2030-01-15',
      time: extra.time ?? '10:30',
      topics: ['Courses'],
      status,
      completedAt: status === 'COMPLETED' ? new Date('2030-01-15T05:30:00Z') : null,
      ...(extra.createdAt ? { createdAt: extra.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

export async function insertPaymentRow(app: FastifyInstance, studentId: number, amount: number, by: number) {
  await app.db.insert(payments).values({ studentId, amount, recordedBy: by });
}

export async function insertDocument(
  app: FastifyInstance,
  student: TSignedIn,
  values: { type: string; name: string; status?: string; remarks?: string },
) {
  const [file] = await app.db
    .insert(storedFiles)
    .values({
      studentId: student.id,
      storageKey: randomUUID(),
      fileName: `${values.name}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 100,
      uploadedBy: student.id,
    })
    .returning({ id: storedFiles.id });
  if (!file) throw new Error('file insert returned nothing');
  const [row] = await app.db
    .insert(studentDocuments)
    .values({ studentId: student.id, currentFileId: file.id, ...values })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

export async function insertApplication(
  app: FastifyInstance,
  student: TSignedIn,
  courseId: number,
  status: string,
) {
  const [row] = await app.db
    .insert(applications)
    .values({ studentId: student.id, enrollmentId: student.enrollmentId, courseId, status })
    .returning();
  if (!row) throw new Error('application insert returned nothing');
  return row;
}
