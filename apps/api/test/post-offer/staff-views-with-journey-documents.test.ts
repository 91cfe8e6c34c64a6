import { ZStaffQueue, ZStaffStudentDetail } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertDocument } from '../staff/fixtures.ts';
import { call, createSignedInUser, insertJourneyDocument, offeredStudent } from './fixtures.ts';

/**
 * The console's other views of a student who has uploaded journey documents (a deposit receipt, a CAS):
 * they keep answering, and show the profile's documents only (the journey's are in its own panel).
 */
const t = useTestApp();
let admin: TSignedIn;
beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
});

describe('staff views of a student with journey documents', () => {
  it("the student's page answers, listing the profile documents only", async () => {
    const { student, applicationId } = await offeredStudent(t.app, 'UK');
    const passport = await insertDocument(t.app, student, {
      type: 'PASSPORT',
      name: 'passport',
      status: 'UPLOADED',
    });
    await insertJourneyDocument(t.app, student, applicationId, 'TUITION_DEPOSIT_RECEIPT');
    const res = await call(t.app, admin, 'GET', `/api/staff/students/${student.id}`);
    expect(res.statusCode).toBe(200);
    const detail = ZStaffStudentDetail.parse(res.json());
    expect(detail.documents.map((document) => document.id)).toEqual([passport.id]);
  });

  it('the work queue answers, its documents to review being profile documents', async () => {
    const { student, applicationId } = await offeredStudent(t.app, 'Canada');
    await insertJourneyDocument(t.app, student, applicationId, 'ENROLMENT_CONFIRMATION');
    const res = await call(t.app, admin, 'GET', '/api/staff/queue');
    expect(res.statusCode).toBe(200);
    const queue = ZStaffQueue.parse(res.json());
    expect(queue.documentsToReview.items.some((item) => item.studentId === student.id)).toBe(false);
  });
});
