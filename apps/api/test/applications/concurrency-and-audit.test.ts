import { APPLICATION_AUDIT_ACTIONS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useApplicationsFixture } from './fixture.ts';
import { createReadyStudent, pickCourses, staffAuditOf } from './helpers.ts';

/**
 * A review of the staff calls: staff may upload and remove an application's documents on the student's
 * behalf; "every staff change is recorded" (GET /api/staff/audit), so these must be audited too.
 * A student's own uploads are not staff changes and stay out of the log.
 */
const { t, calls, state, staff, course } = useApplicationsFixture({ courses: 3, staff: 'COUNSELLOR' });

const auditOf = (studentId: number) => staffAuditOf(t.app, staff, studentId);

describe('staff changes to application documents are audited', () => {
  it('a staff upload of an additional document writes an audit entry; a student upload does not', async () => {
    const student = await createReadyStudent(t.app, state, [course(0)]);
    const applicationId = await calls.applyOk(student, course(0));

    const own = await calls.uploadDocument(student, {
      applicationId: String(applicationId),
      type: 'PORTFOLIO',
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(await auditOf(student.id)).toEqual([]);

    const res = await calls.uploadDocument(staff, {
      applicationId: String(applicationId),
      type: 'STATEMENT_OF_PURPOSE',
    });
    expect(res.statusCode, res.body).toBe(201);
    const entries = await auditOf(student.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: staff.id, role: 'COUNSELLOR' },
      action: APPLICATION_AUDIT_ACTIONS.documentUploaded,
      entityId: applicationId,
      before: null,
      after: { documentId: res.json().id, type: 'STATEMENT_OF_PURPOSE', name: 'sop.pdf' },
    });
  });

  it('a staff removal of a portfolio row writes an audit entry; a student removal does not', async () => {
    const student = await createReadyStudent(t.app, state, [course(1)]);
    const applicationId = await calls.applyOk(student, course(1));
    const first = await calls.uploadDocument(student, {
      applicationId: String(applicationId),
      type: 'PORTFOLIO',
    });
    const second = await calls.uploadDocument(student, {
      applicationId: String(applicationId),
      type: 'PORTFOLIO',
    });

    expect((await calls.removeDocument(student, first.json().id)).statusCode).toBe(200);
    expect(await auditOf(student.id)).toEqual([]);

    const removed = await calls.removeDocument(staff, second.json().id);
    expect(removed.statusCode, removed.body).toBe(200);
    const entries = await auditOf(student.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: staff.id },
      action: APPLICATION_AUDIT_ACTIONS.documentRemoved,
      entityId: applicationId,
      before: { documentId: second.json().id, type: 'PORTFOLIO', name: 'sop.pdf' },
      after: null,
    });
  });

  it('a staff upload for a conditional document writes an audit entry; a student upload does not', async () => {
    const student = await createReadyStudent(t.app, state, [course(2)]);
    const applicationId = await calls.applyOk(student, course(2));
    expect((await calls.setStatus(staff, applicationId, 'CONDITIONAL_OFFER_RECEIVED')).statusCode).toBe(200);
    const set = await calls.setConditionalTypes(staff, applicationId, ['PASSPORT', 'IELTS']);
    const [passport, ielts] = set.json().conditionalDocuments as { id: number }[];
    const before = (await auditOf(student.id)).length;

    const own = await calls.uploadConditional(student, { documentId: String(passport?.id) });
    expect(own.statusCode, own.body).toBe(200);
    expect(await auditOf(student.id)).toHaveLength(before);

    const res = await calls.uploadConditional(
      staff,
      { documentId: String(ielts?.id) },
      { name: 'ielts.pdf', bytes: tinyPdf('ielts') },
    );
    expect(res.statusCode, res.body).toBe(200);
    const entries = await auditOf(student.id);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      actor: { id: staff.id },
      action: APPLICATION_AUDIT_ACTIONS.conditionalDocumentUploaded,
      entityId: applicationId,
      before: { documentId: ielts?.id, type: 'IELTS', name: null, status: null },
      after: { documentId: ielts?.id, type: 'IELTS', name: 'ielts.pdf', status: 'UPLOADED' },
    });
  });
});

describe('applying twice returns the existing application, also when the calls race', () => {
  it('a double click (concurrent applies) answers every call with the one application, never 409', async () => {
    const [courseId] = await pickCourses(t.app, 1, 3);
    // STUDENT_CHOICE after counselling and EXPERT_CHOICE both allow applying; try both.
    for (const status of ['EXPERT_CHOICE', 'STUDENT_CHOICE'] as const) {
      const student = await createSignedInUser(t.app);
      await state.payFee(student.id);
      if (status === 'STUDENT_CHOICE') await state.completeCounselling(student.id);
      await state.shortlist(student, courseId as number, status);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => calls.apply(student, courseId as number)),
      );
      const codes = results.map((res) => res.statusCode);
      expect(
        codes.filter((code) => code === 201),
        results.map((r) => r.body).join('\n'),
      ).toHaveLength(1);
      expect(codes.filter((code) => code === 200)).toHaveLength(7);
      expect(new Set(results.map((res) => res.json().id)).size).toBe(1);
    }
  });

  it('an entry that already became APPLIED (by the racing first call) does not ask for counselling', async () => {
    // The state a racing second call sees: the first call committed (entry APPLIED) after the
    // second looked for an existing application. It must get the application, not a 409.
    const [courseId] = await pickCourses(t.app, 1, 4);
    const student = await createSignedInUser(t.app);
    await state.payFee(student.id);
    await state.shortlist(student, courseId as number, 'APPLIED');
    const res = await calls.apply(student, courseId as number);
    expect(res.statusCode, res.body).toBe(201);
    expect(await state.shortlistStatus(student.id, courseId as number)).toBe('APPLIED');
  });
});
