import {
  APPLICATION_DOCUMENT_REVIEW_AUDIT_ACTIONS,
  APPLICATION_DOCUMENT_REVIEW_MESSAGES,
  APPLICATION_MESSAGES,
  DOCUMENT_REMARKS_MAX_LENGTH,
  DOCUMENT_REVIEW_MESSAGES,
  type TApplicationStatus,
} from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments, auditLog, conditionalDocuments, storedFiles } from '../../src/schema/index.ts';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useApplicationsFixture } from './fixture.ts';

const { t, calls, staff, state, applied } = useApplicationsFixture({ offset: 135, staff: 'COUNSELLOR' });
const ACTIONS = APPLICATION_DOCUMENT_REVIEW_AUDIT_ACTIONS;

type TKind = 'application' | 'conditional';
const urlOf = (kind: TKind, documentId: number | string) =>
  `/api/staff/${kind === 'application' ? 'application' : 'conditional'}-documents/${documentId}/review`;
const review = (kind: TKind, documentId: number | string, payload?: unknown, who: TSignedIn | null = staff) =>
  t.app.inject({
    method: 'PUT',
    url: urlOf(kind, documentId),
    ...(who ? { headers: who.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const reviewAudits = (applicationId: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityId, applicationId),
        inArray(auditLog.action, [ACTIONS.documentReviewed, ACTIONS.conditionalDocumentReviewed]),
      ),
    )
    .orderBy(auditLog.id);

/** A student's application with an uploaded statement of purpose; answers its document id. */
async function withSop(status: TApplicationStatus = 'UNDER_REVIEW') {
  const { student, applicationId } = await applied(status);
  const res = await calls.uploadDocument(student, {
    applicationId: String(applicationId),
    type: 'STATEMENT_OF_PURPOSE',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { student, applicationId, documentId: res.json().id as number };
}

/** A conditional offer asking for a passport, uploaded by the student unless `upload` is false. */
async function withConditional(upload = true) {
  const { student, applicationId } = await applied('CONDITIONAL_OFFER_RECEIVED');
  const set = await calls.setConditionalTypes(staff, applicationId, ['PASSPORT']);
  const documentId = set.json().conditionalDocuments[0].id as number;
  if (upload) {
    const res = await calls.uploadConditional(student, { documentId: String(documentId) });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { student, applicationId, documentId };
}

/** Each kind: how to make one uploaded document, and how the student's list shows it. */
const KINDS = [
  {
    kind: 'application' as const,
    make: () => withSop(),
    listed: (body: { documents: { id: number }[] }, id: number) => body.documents.find((d) => d.id === id),
  },
  {
    kind: 'conditional' as const,
    make: () => withConditional(),
    listed: (body: { conditionalDocuments: { id: number }[] }, id: number) =>
      body.conditionalDocuments.find((d) => d.id === id),
  },
];
const rowOf = async (kind: TKind, id: number) => {
  const table = kind === 'application' ? applicationDocuments : conditionalDocuments;
  return (await t.app.db.select().from(table).where(eq(table.id, id)))[0];
};

describe.each(KINDS)('PUT $kind document review', ({ kind, make, listed }) => {
  it('rejects with a reason in one change and one audit entry; the student sees both', async () => {
    const { student, applicationId, documentId } = await make();
    const res = await review(kind, documentId, { status: 'REJECTED', remark: '  Pages are missing.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: documentId, status: 'REJECTED', remarks: 'Pages are missing.' });
    expect(await rowOf(kind, documentId)).toMatchObject({
      status: 'REJECTED',
      remarks: 'Pages are missing.',
      reviewedBy: staff.id,
      reviewedAt: expect.any(Date),
    });
    const own = (await calls.listDocuments(student, applicationId)).json();
    expect(listed(own, documentId)).toMatchObject({ status: 'REJECTED', remarks: 'Pages are missing.' });
    expect(await reviewAudits(applicationId)).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        actorRole: 'COUNSELLOR',
        studentId: student.id,
        action: kind === 'application' ? ACTIONS.documentReviewed : ACTIONS.conditionalDocumentReviewed,
        entityType: 'application',
        before: { documentId, status: 'UPLOADED', remarks: '' },
        after: { documentId, status: 'REJECTED', remarks: 'Pages are missing.' },
      }),
    ]);
  });

  it('accepts without a reason, clearing an earlier one; the same verdict again records nothing', async () => {
    const { applicationId, documentId } = await make();
    await review(kind, documentId, { status: 'REJECTED', remark: 'Blurry' });
    const res = await review(kind, documentId, { status: 'ACCEPTED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', remarks: '' });
    const again = await review(kind, documentId, { status: 'ACCEPTED', remark: ' ' });
    expect(again.statusCode).toBe(200);
    expect(await reviewAudits(applicationId)).toHaveLength(2);
  });

  it.each([
    ['no body', undefined, 'body'],
    ['REJECTED without a reason', { status: 'REJECTED' }, DOCUMENT_REVIEW_MESSAGES.remarkRequired],
    [
      'REJECTED with only spaces',
      { status: 'REJECTED', remark: '   ' },
      DOCUMENT_REVIEW_MESSAGES.remarkRequired,
    ],
    ['EXEMPTED', { status: 'EXEMPTED' }, APPLICATION_DOCUMENT_REVIEW_MESSAGES.verdictInvalid],
    ['UPLOADED', { status: 'UPLOADED' }, APPLICATION_DOCUMENT_REVIEW_MESSAGES.verdictInvalid],
    [
      'a reason too long',
      { status: 'REJECTED', remark: 'x'.repeat(DOCUMENT_REMARKS_MAX_LENGTH + 1) },
      DOCUMENT_REVIEW_MESSAGES.remarkTooLong,
    ],
    ['control characters', { status: 'REJECTED', remark: 'a\u0007b' }, DOCUMENT_REVIEW_MESSAGES.remarkUnsafe],
    ['an unknown key', { status: 'ACCEPTED', note: 'x' }, 'note'],
  ])('answers 400 for %s and changes nothing', async (_, payload, words) => {
    const { applicationId, documentId } = await make();
    const res = await review(kind, documentId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(words);
    expect(await rowOf(kind, documentId)).toMatchObject({
      status: 'UPLOADED',
      remarks: '',
      reviewedBy: null,
    });
    expect(await reviewAudits(applicationId)).toHaveLength(0);
  });

  it('refuses a student token (403) and no token (401), changing nothing', async () => {
    const { student, applicationId, documentId } = await make();
    expect((await review(kind, documentId, { status: 'ACCEPTED' }, student)).statusCode).toBe(403);
    expect((await review(kind, documentId, { status: 'ACCEPTED' }, null)).statusCode).toBe(401);
    expect(await rowOf(kind, documentId)).toMatchObject({ status: 'UPLOADED' });
    expect(await reviewAudits(applicationId)).toHaveLength(0);
  });

  it.each([
    ['an unknown id', 2_000_000_000, 404],
    ['an id that is not a number', 'abc', 400],
  ])('answers %s with %s', async (_, id, code) => {
    expect((await review(kind, id, { status: 'ACCEPTED' })).statusCode).toBe(code);
  });

  it('lets an admin review too', async () => {
    const admin = await createSignedInUser(t.app, 'ADMIN');
    const { documentId } = await make();
    const res = await review(kind, documentId, { status: 'ACCEPTED' }, admin);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses once the student opted out (409) and changes nothing', async () => {
    const { applicationId, documentId } = await make();
    await state.setApplicationStatus(applicationId, 'WITHDRAWN');
    const res = await review(kind, documentId, { status: 'ACCEPTED' });
    expect(res.statusCode).toBe(409);
    expect(res.json().debugMessage ?? res.body).toContain(APPLICATION_MESSAGES.applicationWithdrawnByStudent);
    expect(await rowOf(kind, documentId)).toMatchObject({ status: 'UPLOADED' });
  });
});

describe('a re-upload starts the review over', () => {
  it('a new statement of purpose is UPLOADED with no reason; the rejected one keeps its verdict', async () => {
    const { student, applicationId, documentId } = await withSop();
    await review('application', documentId, { status: 'REJECTED', remark: 'Too short.' });
    const next = await calls.uploadDocument(student, {
      applicationId: String(applicationId),
      type: 'STATEMENT_OF_PURPOSE',
    });
    expect(next.json()).toMatchObject({ status: 'UPLOADED', remarks: '' });
    const [current] = (await calls.listDocuments(student, applicationId)).json().documents;
    expect(current).toMatchObject({ id: next.json().id, status: 'UPLOADED', remarks: '' });
    expect(await rowOf('application', documentId)).toMatchObject({ status: 'REJECTED' });
  });

  it('a conditional document uploaded again is UPLOADED with no reason and no reviewer', async () => {
    const { student, documentId } = await withConditional();
    await review('conditional', documentId, { status: 'REJECTED', remark: 'Expired.' });
    const res = await calls.uploadConditional(
      student,
      { documentId: String(documentId) },
      { name: 'renewed.pdf', bytes: tinyPdf('renewed') },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'UPLOADED', remarks: '', name: 'renewed.pdf' });
    expect(await rowOf('conditional', documentId)).toMatchObject({ reviewedBy: null, reviewedAt: null });
  });
});

describe('conditional documents that cannot be reviewed', () => {
  it.each([
    ['not uploaded yet', false, APPLICATION_DOCUMENT_REVIEW_MESSAGES.nothingUploaded],
    ['dropped from the offer', true, APPLICATION_DOCUMENT_REVIEW_MESSAGES.requirementDropped],
  ])('answers 409 for one %s', async (_, upload, words) => {
    const { applicationId, documentId } = await withConditional(upload);
    if (upload) await calls.setConditionalTypes(staff, applicationId, []);
    const res = await review('conditional', documentId, { status: 'ACCEPTED' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain(words);
    expect(await reviewAudits(applicationId)).toHaveLength(0);
  });

  it('a portfolio row is reviewed like the statement of purpose', async () => {
    const { student, applicationId } = await applied();
    const row = await calls.uploadDocument(student, {
      applicationId: String(applicationId),
      type: 'PORTFOLIO',
    });
    const res = await review('application', row.json().id, { status: 'REJECTED', remark: 'Wrong file.' });
    expect(res.json()).toMatchObject({ type: 'PORTFOLIO', status: 'REJECTED', remarks: 'Wrong file.' });
  });
});

describe('POST /application/document/upload?documentId= replaces a portfolio row', () => {
  async function rejectedPortfolio() {
    const { student, applicationId } = await applied();
    const first = await calls.uploadDocument(student, {
      applicationId: String(applicationId),
      type: 'PORTFOLIO',
    });
    const documentId = first.json().id as number;
    await review('application', documentId, { status: 'REJECTED', remark: 'Wrong file.' });
    return {
      student,
      applicationId,
      documentId,
      oldFileId: (await rowOf('application', documentId))?.fileId,
    };
  }

  it('keeps the row, starts its review over and deletes the replaced file', async () => {
    const { student, applicationId, documentId, oldFileId } = await rejectedPortfolio();
    const res = await calls.uploadDocument(
      student,
      { applicationId: String(applicationId), type: 'PORTFOLIO', documentId: String(documentId) },
      { name: 'right.pdf', bytes: tinyPdf('right') },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: documentId, name: 'right.pdf', status: 'UPLOADED', remarks: '' });
    const row = await rowOf('application', documentId);
    expect(row).toMatchObject({ reviewedBy: null, reviewedAt: null });
    expect(row?.fileId).not.toBe(oldFileId);
    const listed = (await calls.listDocuments(student, applicationId)).json().documents;
    expect(listed).toHaveLength(1);
    expect(
      await t.app.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, oldFileId ?? 0)),
    ).toEqual([]);
  });

  it.each([
    ["another application's row", 'other', 404],
    ['a statement of purpose type', 'sop', 400],
    ['an unknown row', 'unknown', 404],
  ])('refuses %s and changes nothing', async (_, variant, code) => {
    const { student, applicationId, documentId } = await rejectedPortfolio();
    const other = await rejectedPortfolio();
    const query = {
      applicationId: String(applicationId),
      type: variant === 'sop' ? 'STATEMENT_OF_PURPOSE' : 'PORTFOLIO',
      documentId: String(
        variant === 'other' ? other.documentId : variant === 'unknown' ? 2_000_000_000 : documentId,
      ),
    };
    const res = await calls.uploadDocument(student, query);
    expect(res.statusCode, res.body).toBe(code);
    expect(await rowOf('application', documentId)).toMatchObject({
      status: 'REJECTED',
      remarks: 'Wrong file.',
    });
    expect(await rowOf('application', other.documentId)).toMatchObject({ status: 'REJECTED' });
  });

  it("refuses another student's row as if it did not exist", async () => {
    const { applicationId, documentId } = await rejectedPortfolio();
    const stranger = await createSignedInUser(t.app);
    const res = await calls.uploadDocument(stranger, {
      applicationId: String(applicationId),
      type: 'PORTFOLIO',
      documentId: String(documentId),
    });
    expect(res.statusCode).toBe(404);
  });
});
