import { DOCUMENT_MESSAGES, DOCUMENT_STATUSES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { documentsClient } from './documents-client.ts';

const t = useTestApp();
const api = documentsClient(t);

const auditOf = async (documentId: number) =>
  (
    await t.database.query(
      `SELECT actor_id, actor_role, student_id, action, entity_type, before, after FROM audit_log
       WHERE entity_type = 'STUDENT_DOCUMENT' AND entity_id = $1 ORDER BY id`,
      [documentId],
    )
  ).rows;

async function setUp() {
  const student = await createSignedInUser(t.app);
  const staff = await createSignedInUser(t.app, 'COUNSELLOR');
  const document = await api.uploadOk(student, { type: 'PASSPORT', name: 'Passport', content: tinyPdf() });
  return { student, staff, document, target: { studentId: student.id, documentId: document.id } };
}

describe('PUT /student/document/update-status', () => {
  it.each(DOCUMENT_STATUSES.filter((status) => status !== 'UPLOADED' && status !== 'REJECTED'))(
    'sets %s, answers the document and records who changed what',
    async (status) => {
      const { student, staff, document, target } = await setUp();
      const res = await api.updateStatus(staff, { ...target, status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ...document, status });
      expect((await api.list(student)).json().documents[0].status).toBe(status);
      expect(await auditOf(document.id)).toEqual([
        {
          actor_id: staff.id,
          actor_role: 'COUNSELLOR',
          student_id: student.id,
          action: 'DOCUMENT_STATUS_CHANGED',
          entity_type: 'STUDENT_DOCUMENT',
          before: { status: 'UPLOADED' },
          after: { status },
        },
      ]);
    },
  );

  it('rejects only a document whose remarks say why (the review rule), and records both changes', async () => {
    const { staff, document, target } = await setUp();
    const refused = await api.updateStatus(staff, { ...target, status: 'REJECTED' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().debugMessage).toBe(DOCUMENT_MESSAGES.rejectNeedsRemark);
    expect(await auditOf(document.id)).toEqual([]);
    expect((await api.updateRemarks(staff, { ...target, remarks: 'Blurred.' })).statusCode).toBe(200);
    const res = await api.updateStatus(staff, { ...target, status: 'REJECTED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...document, status: 'REJECTED', remarks: 'Blurred.' });
    expect((await auditOf(document.id)).map((row) => [row.action, row.after])).toEqual([
      ['DOCUMENT_REMARKS_CHANGED', { remarks: 'Blurred.' }],
      ['DOCUMENT_STATUS_CHANGED', { status: 'REJECTED' }],
    ]);
    // Nor can the reason of a rejection be cleared afterwards.
    const cleared = await api.updateRemarks(staff, { ...target, remarks: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().debugMessage).toBe(DOCUMENT_MESSAGES.rejectedKeepsRemark);
    expect(await auditOf(document.id)).toHaveLength(2);
  });

  it('setting the status it already has changes and records nothing', async () => {
    const { staff, document, target } = await setUp();
    const res = await api.updateStatus(staff, { ...target, status: 'UPLOADED' });
    expect(res.statusCode).toBe(200);
    expect(await auditOf(document.id)).toEqual([]);
  });

  it.each([
    [{ status: 'APPROVED' }, 'Status must be one of UPLOADED, REJECTED, ACCEPTED or EXEMPTED.'],
    [{ status: undefined }, 'Status must be one of UPLOADED, REJECTED, ACCEPTED or EXEMPTED.'],
    [{ documentId: '1' }, 'documentId must be a positive whole number'],
    [{ studentId: -1 }, 'studentId must be a positive whole number'],
    [{ extra: true }, 'Unrecognized key: "extra"'],
  ])('refuses %j with 400', async (change, debugMessage) => {
    const { staff, document, target } = await setUp();
    const res = await api.updateStatus(staff, { ...target, status: 'ACCEPTED', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toContain(debugMessage);
    expect(await auditOf(document.id)).toEqual([]);
  });
});

describe('PUT /student/document/update-remarks', () => {
  it('sets trimmed remarks (line breaks kept), then clears them with an empty string', async () => {
    const { student, staff, document, target } = await setUp();
    const res = await api.updateRemarks(staff, { ...target, remarks: '  Blurred.\nPlease rescan.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...document, remarks: 'Blurred.\nPlease rescan.' });
    expect((await api.remarks(student, { documentId: document.id })).json().remarks).toBe(
      'Blurred.\nPlease rescan.',
    );
    await api.updateRemarks(staff, { ...target, remarks: '' });
    const audit = await auditOf(document.id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['DOCUMENT_REMARKS_CHANGED', { remarks: '' }, { remarks: 'Blurred.\nPlease rescan.' }],
      ['DOCUMENT_REMARKS_CHANGED', { remarks: 'Blurred.\nPlease rescan.' }, { remarks: '' }],
    ]);
  });

  it('accepts 1000 characters and refuses 1001', async () => {
    const { staff, target } = await setUp();
    expect((await api.updateRemarks(staff, { ...target, remarks: 'r'.repeat(1000) })).statusCode).toBe(200);
    const res = await api.updateRemarks(staff, { ...target, remarks: 'r'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe('Remarks must be at most 1000 characters.');
  });

  it('refuses control characters other than line breaks and tabs', async () => {
    const { staff, target } = await setUp();
    const res = await api.updateRemarks(staff, { ...target, remarks: 'bell\u0007' });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(
      'Remarks may not contain control characters other than line breaks and tabs.',
    );
  });
});

describe.each([
  ['update-status', 'updateStatus', { status: 'ACCEPTED' }],
  ['update-remarks', 'updateRemarks', { remarks: 'Fine' }],
] as const)('PUT /student/document/%s access', (_name, call, change) => {
  it('is staff only: the student’s own token gets 403 and nothing changes', async () => {
    const { student, document, target } = await setUp();
    const res = await api[call](student, { ...target, ...change });
    expect(res.statusCode).toBe(403);
    expect(res.json().debugMessage).toBe('Only counsellors and admins can do that.');
    expect((await api.list(student)).json().documents[0]).toEqual(document);
  });

  it('an admin may do it too', async () => {
    const { target } = await setUp();
    const admin = await createSignedInUser(t.app, 'ADMIN');
    expect((await api[call](admin, { ...target, ...change })).statusCode).toBe(200);
  });

  it('404 when the document is not that student’s or does not exist', async () => {
    const { staff, document } = await setUp();
    const other = await createSignedInUser(t.app);
    for (const target of [
      { studentId: other.id, documentId: document.id },
      { studentId: other.id, documentId: 999_999 },
    ]) {
      const res = await api[call](staff, { ...target, ...change });
      expect(res.statusCode).toBe(404);
      expect(res.json().debugMessage).toBe('Document not found.');
    }
    expect(await auditOf(document.id)).toEqual([]);
  });

  it('needs a token (401)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/student/document/${_name}`,
      payload: { studentId: 1, documentId: 1, ...change },
    });
    expect(res.statusCode).toBe(401);
  });
});
