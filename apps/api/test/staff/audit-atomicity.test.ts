import { PLATFORM_FEE } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  counsellingBookings,
  payments,
  shortlistEntries,
  staffNotes,
  studentDocuments,
  studentDocumentVersions,
} from '../../src/schema/index.ts';
import { auditStore, useAuditStoreBackAfterEach } from '../helpers/audit-outage.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { call, insertBooking, insertDocument } from './fixtures.ts';

/** The audit entry is written in the transaction of the change: when it cannot be written, nothing changes. */
vi.mock('../../src/modules/audit/audit-repository.ts', async (importOriginal) =>
  (await import('../helpers/audit-outage.ts')).auditRepositoryThatCanFail(importOriginal),
);

const t = useTestApp();
let staff: TSignedIn;
let courseIds: number[];

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'ADMIN');
  courseIds = await insertCourses(t.app, 2);
});
useAuditStoreBackAfterEach();

async function failsWithoutAudit(url: string, method: 'POST' | 'PUT', payload?: object) {
  auditStore.isDown = true;
  const res = await call(t.app, staff, method, url, payload).finally(() => {
    auditStore.isDown = false;
  });
  expect(res.statusCode).toBe(500);
  expect(res.body).not.toContain('audit store');
}

describe('a staff change whose audit entry cannot be written is undone', () => {
  it('counselling stays booked', async () => {
    const student = await createSignedInUser(t.app);
    const booking = await insertBooking(t.app, student.id, 'BOOKED');
    await failsWithoutAudit(`/api/staff/students/${student.id}/counselling/complete`, 'POST');
    const [row] = await t.app.db
      .select()
      .from(counsellingBookings)
      .where(eq(counsellingBookings.id, booking.id));
    expect(row).toMatchObject({ status: 'BOOKED', completedAt: null, completionNote: '' });
  });

  it('counselling stays booked when completed with a note', async () => {
    const student = await createSignedInUser(t.app);
    const booking = await insertBooking(t.app, student.id, 'BOOKED');
    await failsWithoutAudit(`/api/staff/students/${student.id}/counselling/complete`, 'POST', {
      note: 'Wants Canada.',
    });
    const [row] = await t.app.db
      .select()
      .from(counsellingBookings)
      .where(eq(counsellingBookings.id, booking.id));
    expect(row).toMatchObject({ status: 'BOOKED', completedAt: null, completionNote: '' });
  });

  it('a document review changes neither the document nor its version', async () => {
    const student = await createSignedInUser(t.app);
    const document = await insertDocument(t.app, student, { type: 'PASSPORT', name: 'Passport' });
    await t.app.db.insert(studentDocumentVersions).values({
      documentId: document.id,
      fileId: document.currentFileId,
      name: 'Passport',
      status: 'UPLOADED',
      remarks: '',
    });
    await failsWithoutAudit(`/api/staff/students/${student.id}/documents/${document.id}/review`, 'PUT', {
      status: 'REJECTED',
      remark: 'Pages are missing.',
    });
    const [row] = await t.app.db.select().from(studentDocuments).where(eq(studentDocuments.id, document.id));
    expect(row).toMatchObject({ status: 'UPLOADED', remarks: '' });
    const versions = await t.app.db
      .select()
      .from(studentDocumentVersions)
      .where(eq(studentDocumentVersions.documentId, document.id));
    expect(versions.map((v) => [v.status, v.remarks])).toEqual([['UPLOADED', '']]);
  });

  it('no note is stored', async () => {
    const student = await createSignedInUser(t.app);
    await failsWithoutAudit(`/api/staff/students/${student.id}/notes`, 'POST', {
      body: 'Spoke to the mother.',
    });
    expect(await t.app.db.select().from(staffNotes).where(eq(staffNotes.studentId, student.id))).toEqual([]);
  });

  it('the shortlist is not changed', async () => {
    const student = await createSignedInUser(t.app);
    const [added, changed] = courseIds as [number, number];
    await call(t.app, student, 'POST', '/shortlist/add', { courseId: changed });
    await failsWithoutAudit(`/api/staff/students/${student.id}/shortlist/${added}`, 'PUT', {
      status: 'EXPERT_CHOICE',
    });
    await failsWithoutAudit(`/api/staff/students/${student.id}/shortlist/${changed}`, 'PUT', {
      status: 'NOT_ELIGIBLE',
      reason: 'Needs a first-class degree.',
    });
    const rows = await t.app.db
      .select()
      .from(shortlistEntries)
      .where(eq(shortlistEntries.studentId, student.id));
    expect(rows.map((row) => [row.courseId, row.status, row.statusReason])).toEqual([
      [changed, 'STUDENT_CHOICE', ''],
    ]);
  });

  it('no payment is recorded', async () => {
    const student = await createSignedInUser(t.app);
    await failsWithoutAudit(`/api/staff/students/${student.id}/payments`, 'POST', {
      amount: PLATFORM_FEE.total,
      mode: 'UPI',
      reference: 'UTR 12345',
    });
    expect(await t.app.db.select().from(payments).where(eq(payments.studentId, student.id))).toEqual([]);
    // And once the audit store is back, the same call works and is audited.
    const res = await call(t.app, staff, 'POST', `/api/staff/students/${student.id}/payments`, {
      amount: PLATFORM_FEE.total,
    });
    expect(res.statusCode).toBe(201);
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.studentId, student.id), eq(auditLog.action, 'PAYMENT_RECORDED')));
    expect(entries).toHaveLength(1);
  });
});
