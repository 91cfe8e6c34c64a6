import {
  APPLICATION_AUDIT_ACTIONS,
  APPLICATION_MESSAGES,
  type TApplicationStatus,
  UPLOAD_MESSAGES,
} from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, auditLog, storedFiles } from '../../src/schema/index.ts';
import { plainText, tinyDocx, tinyPdf } from '../helpers/files.ts';
import { tinyPng } from '../helpers/images.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useApplicationsFixture } from './fixture.ts';

const { t, calls, state, staff, applied, storedFileCount } = useApplicationsFixture({
  offset: 40,
  staff: 'COUNSELLOR',
});
const applicationRow = async (id: number) =>
  (await t.app.db.select().from(applications).where(eq(applications.id, id)))[0];

describe('POST /api/staff/applications/{applicationId}/offer-letter', () => {
  it.each(['CONDITIONAL', 'UNCONDITIONAL'] as const)(
    'stores a %s letter (PDF) as the student’s file, uploaded by staff, and audits it',
    async (kind) => {
      const { student, applicationId } = await applied();
      const res = await calls.uploadOfferLetter(staff, applicationId, kind);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: applicationId,
        studentId: student.id,
        status: 'APPLIED',
        hasConditionalOfferLetter: kind === 'CONDITIONAL',
        hasUnconditionalOfferLetter: kind === 'UNCONDITIONAL',
      });
      const row = await applicationRow(applicationId);
      const fileId = kind === 'CONDITIONAL' ? row?.conditionalOfferFileId : row?.unconditionalOfferFileId;
      const [file] = await t.app.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, fileId ?? 0));
      expect(file).toMatchObject({
        studentId: student.id,
        uploadedBy: staff.id,
        contentType: 'application/pdf',
      });
      const [audit] = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, applicationId)))
        .orderBy(desc(auditLog.id));
      expect(audit).toMatchObject({
        actorId: staff.id,
        studentId: student.id,
        action: APPLICATION_AUDIT_ACTIONS.offerLetterUploaded,
        before: { kind, fileId: null },
        after: { kind, fileId, fileName: 'offer.pdf' },
      });
    },
  );

  it('replaces the letter students download and keeps the earlier stored file', async () => {
    const { student, applicationId } = await applied();
    await calls.uploadOfferLetter(staff, applicationId, 'CONDITIONAL', {
      name: 'v1.pdf',
      bytes: tinyPdf('v1'),
    });
    const first = (await applicationRow(applicationId))?.conditionalOfferFileId;
    const v2 = tinyPdf('v2');
    await calls.uploadOfferLetter(staff, applicationId, 'CONDITIONAL', { name: 'v2.pdf', bytes: v2 });
    const second = (await applicationRow(applicationId))?.conditionalOfferFileId;
    expect(second).not.toBe(first);
    expect(await storedFileCount(student.id)).toBe(2);
    await state.setApplicationStatus(applicationId, 'CONDITIONAL_OFFER_RECEIVED');
    const download = await calls.downloadOffer(student, 'conditional', applicationId);
    expect((await calls.fetchFile(download.json().tempURL)).rawPayload.equals(v2)).toBe(true);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, applicationId))
      .orderBy(desc(auditLog.id));
    expect(audit?.before).toEqual({ kind: 'CONDITIONAL', fileId: first });
  });

  it.each([
    ['a PNG', 'offer.png', tinyPng(), UPLOAD_MESSAGES.extensionNotAllowed('pdf')],
    ['a Word file', 'offer.docx', tinyDocx(), UPLOAD_MESSAGES.extensionNotAllowed('pdf')],
    ['a PNG named .pdf', 'offer.pdf', tinyPng(), UPLOAD_MESSAGES.contentNotAllowed('pdf')],
    ['text named .pdf', 'offer.pdf', plainText(), UPLOAD_MESSAGES.contentNotAllowed('pdf')],
    ['an empty file', 'offer.pdf', Buffer.alloc(0), UPLOAD_MESSAGES.fileEmpty],
  ])('refuses %s with 400, storing and changing nothing', async (_, name, bytes, message) => {
    const { student, applicationId } = await applied();
    const res = await calls.uploadOfferLetter(staff, applicationId, 'CONDITIONAL', { name, bytes });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(message);
    expect(await storedFileCount(student.id)).toBe(0);
    expect((await applicationRow(applicationId))?.conditionalOfferFileId).toBeNull();
  });

  it.each([['OFFER'], ['conditional'], ['']])('answers 400 for kind=%j', async (kind) => {
    const { applicationId } = await applied();
    const res = await calls.uploadOfferLetter(staff, applicationId, kind);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe('kind must be CONDITIONAL or UNCONDITIONAL.');
  });

  it('answers 404 for an unknown application', async () => {
    const res = await calls.uploadOfferLetter(staff, 2_000_000_000, 'CONDITIONAL');
    expect(res.statusCode).toBe(404);
    expect(res.json().debugMessage).toBe(APPLICATION_MESSAGES.applicationNotFound);
  });

  it('refuses student tokens with 403 and stores nothing', async () => {
    const { student, applicationId } = await applied();
    const res = await calls.uploadOfferLetter(student, applicationId, 'UNCONDITIONAL');
    expect(res.statusCode).toBe(403);
    expect(await storedFileCount(student.id)).toBe(0);
  });
});

type TLetters = { conditional: boolean; unconditional: boolean };
const NONE: TLetters = { conditional: false, unconditional: false };
const BOTH: TLetters = { conditional: true, unconditional: true };
const M = APPLICATION_MESSAGES;

// [status, letters on file, conditional answer, unconditional answer] (a string: 404 with that reason).
const downloadCases: [TApplicationStatus, TLetters, string | 200, string | 200][] = [
  ['APPLIED', BOTH, M.conditionalOfferNotReceived, M.unconditionalOfferNotReceived],
  ['UNDER_REVIEW', BOTH, M.conditionalOfferNotReceived, M.unconditionalOfferNotReceived],
  ['REJECTED', BOTH, M.conditionalOfferNotReceived, M.unconditionalOfferNotReceived],
  ['CONDITIONAL_OFFER_RECEIVED', NONE, M.conditionalOfferLetterMissing, M.unconditionalOfferNotReceived],
  ['CONDITIONAL_OFFER_RECEIVED', BOTH, 200, M.unconditionalOfferNotReceived],
  ['UNCONDITIONAL_OFFER_RECEIVED', NONE, M.conditionalOfferNotReceived, M.unconditionalOfferLetterMissing],
  [
    'UNCONDITIONAL_OFFER_RECEIVED',
    { conditional: false, unconditional: true },
    M.conditionalOfferNotReceived,
    200,
  ],
  [
    'UNCONDITIONAL_OFFER_RECEIVED',
    { conditional: true, unconditional: false },
    200,
    M.unconditionalOfferLetterMissing,
  ],
  ['UNCONDITIONAL_OFFER_RECEIVED', BOTH, 200, 200],
];

describe('GET /api/application/{conditional,unconditional}-offer/download', () => {
  it('says "not received yet" in the words the spec implies', () => {
    expect(M.conditionalOfferNotReceived).toBe('No conditional offer has been received yet.');
    expect(M.unconditionalOfferNotReceived).toBe('No unconditional offer has been received yet.');
  });

  it.each(downloadCases)(
    'status %s with letters %j: conditional → %s, unconditional → %s',
    async (status, letters, conditional, unconditional) => {
      const { student, applicationId } = await applied();
      const bytes = {
        conditional: tinyPdf('conditional letter'),
        unconditional: tinyPdf('unconditional letter'),
      };
      for (const kind of ['conditional', 'unconditional'] as const) {
        if (!letters[kind]) continue;
        const res = await calls.uploadOfferLetter(staff, applicationId, kind.toUpperCase(), {
          name: `${kind}.pdf`,
          bytes: bytes[kind],
        });
        expect(res.statusCode).toBe(200);
      }
      await state.setApplicationStatus(applicationId, status);
      for (const [kind, expected] of [
        ['conditional', conditional],
        ['unconditional', unconditional],
      ] as const) {
        const res = await calls.downloadOffer(student, kind, applicationId);
        if (expected === 200) {
          expect(res.statusCode).toBe(200);
          expect(Object.keys(res.json())).toEqual(['tempURL']);
          const file = await calls.fetchFile(res.json().tempURL);
          expect(file.statusCode).toBe(200);
          expect(file.headers['content-type']).toBe('application/pdf');
          expect(file.rawPayload.equals(bytes[kind])).toBe(true);
        } else {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toMatchObject({ status: 'NOT_FOUND', debugMessage: expected });
          expect(res.body).not.toContain('tempURL');
        }
      }
    },
  );

  it('works through the staff calls end to end: before the offer 404, after it the letter', async () => {
    const { student, applicationId } = await applied();
    expect((await calls.downloadOffer(student, 'conditional', applicationId)).statusCode).toBe(404);
    await calls.uploadOfferLetter(staff, applicationId, 'CONDITIONAL');
    expect((await calls.downloadOffer(student, 'conditional', applicationId)).statusCode).toBe(404);
    await calls.setStatus(staff, applicationId, 'CONDITIONAL_OFFER_RECEIVED');
    expect((await calls.downloadOffer(student, 'conditional', applicationId)).statusCode).toBe(200);
    expect((await calls.downloadOffer(student, 'unconditional', applicationId)).statusCode).toBe(404);
    await calls.setStatus(staff, applicationId, 'UNCONDITIONAL_OFFER_RECEIVED');
    expect((await calls.downloadOffer(student, 'unconditional', applicationId)).json().debugMessage).toBe(
      M.unconditionalOfferLetterMissing,
    );
    await calls.uploadOfferLetter(staff, applicationId, 'UNCONDITIONAL');
    expect((await calls.downloadOffer(student, 'unconditional', applicationId)).statusCode).toBe(200);
    expect((await calls.downloadOffer(student, 'conditional', applicationId)).statusCode).toBe(200);
  });

  it('lets staff download any letter; answers 404 for an unknown application and 400 for a bad id', async () => {
    const { applicationId } = await applied();
    await calls.uploadOfferLetter(staff, applicationId, 'CONDITIONAL');
    await state.setApplicationStatus(applicationId, 'CONDITIONAL_OFFER_RECEIVED');
    expect((await calls.downloadOffer(staff, 'conditional', applicationId)).statusCode).toBe(200);
    const student = await createSignedInUser(t.app);
    expect((await calls.downloadOffer(student, 'conditional', 2_000_000_000)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/application/unconditional-offer/download?applicationId=abc',
      headers: student.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
