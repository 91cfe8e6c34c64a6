import {
  LIMITS,
  MESSAGE_ERRORS,
  MESSAGE_LIMITS,
  UPLOAD_MESSAGES,
  UPLOAD_QUOTA_MESSAGES,
  UPLOAD_QUOTAS,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/schema/index.ts';
import { plainText, tinyPdf } from '../helpers/files.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';
import { threadState } from './fixtures.ts';
import { messagesClient, type TSendInput } from './messages-client.ts';

const t: TTestApp = useTestApp();
const api = messagesClient(t);

/** A PDF's first bytes followed by `size` bytes in all: too large before its content is looked at. */
const pdfOfSize = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
};

const refusedSends: [string, TSendInput, number, string][] = [
  ['nothing at all', {}, 400, MESSAGE_ERRORS.bodyRequired],
  ['an empty text', { body: '' }, 400, MESSAGE_ERRORS.bodyRequired],
  ['only spaces and line breaks', { body: '  \n\t ' }, 400, MESSAGE_ERRORS.bodyRequired],
  [
    'a text one character too long',
    { body: 'x'.repeat(MESSAGE_LIMITS.bodyMax + 1) },
    400,
    MESSAGE_ERRORS.bodyTooLong,
  ],
  ['a direction override', { body: 'pay to \u202Eevil' }, 400, MESSAGE_ERRORS.bodyUnsafe],
  ['a control character', { body: 'bell \u0007' }, 400, MESSAGE_ERRORS.bodyUnsafe],
  [
    'an unknown field',
    { body: 'hi', fields: { studentId: '1' } },
    400,
    MESSAGE_ERRORS.unknownField('studentId'),
  ],
  [
    'a text file named .pdf',
    { body: 'see file', file: { name: 'notes.pdf', content: plainText() } },
    400,
    UPLOAD_MESSAGES.contentNotAllowed('png, jpg, jpeg, pdf, doc or docx'),
  ],
  [
    'a .txt file',
    { body: 'see file', file: { name: 'notes.txt', content: plainText() } },
    400,
    UPLOAD_MESSAGES.extensionNotAllowed('png, jpg, jpeg, pdf, doc or docx'),
  ],
  [
    'a file over 10 MB',
    { file: { name: 'big.pdf', content: pdfOfSize(LIMITS.documentMaxBytes + 1) } },
    413,
    UPLOAD_MESSAGES.fileTooLarge(LIMITS.documentMaxBytes / 1024 / 1024),
  ],
];

describe('POST /api/messages refuses bad input with a clear 4xx and changes nothing', () => {
  it.each(refusedSends)('%s', async (_name, input, status, reason) => {
    const student = await createSignedInUser(t.app);
    const before = await threadState(t.app, student.id);
    const res = await api.send(student, input);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().debugMessage).toBe(reason);
    expect(await threadState(t.app, student.id)).toEqual(before);
  });

  it('refuses a JSON body (415): a message is a form', async () => {
    const student = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: student.headers,
      payload: { body: 'hello' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('takes exactly the longest text, with its line breaks', async () => {
    const student = await createSignedInUser(t.app);
    const body = `line one\n${'x'.repeat(MESSAGE_LIMITS.bodyMax - 9)}`;
    expect((await api.sendOk(student, { body })).body).toBe(body);
  });

  it("counts a student's files toward their storage quota (409), but still lets them write", async () => {
    const student = await createSignedInUser(t.app);
    await t.app.db.insert(storedFiles).values({
      studentId: student.id,
      storageKey: `quota-filler-${student.id}`,
      fileName: 'filler.pdf',
      contentType: 'application/pdf',
      sizeBytes: UPLOAD_QUOTAS.totalBytesPerStudent,
      uploadedBy: student.id,
    });
    const before = await threadState(t.app, student.id);
    const withFile = await api.send(student, {
      body: 'file',
      file: { name: 'a.pdf', content: tinyPdf('q') },
    });
    expect(withFile.statusCode).toBe(409);
    expect(withFile.json().debugMessage).toBe(UPLOAD_QUOTA_MESSAGES.totalBytesReached);
    expect(await threadState(t.app, student.id)).toEqual(before);
    // A text alone takes no upload quota: the student can still ask for help.
    await api.sendOk(student, { body: 'My storage is full, what can I do?' });
    // Staff files do not count toward the student's quota.
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    await api.sendOk(counsellor, { file: { name: 'guide.pdf', content: tinyPdf('g') } }, student.id);
  });
});

describe('the other calls refuse bad input', () => {
  const badPages: [string, Record<string, string | number>, string][] = [
    ['before and after together', { before: 5, after: 2 }, MESSAGE_ERRORS.beforeAndAfter],
    ['a limit of 0', { limit: 0 }, MESSAGE_ERRORS.limitInvalid],
    ['a limit over the most', { limit: MESSAGE_LIMITS.pageSizeMax + 1 }, MESSAGE_ERRORS.limitInvalid],
    ['a negative before', { before: -1 }, 'before must be a positive whole number'],
    ['an after that is no number', { after: 'x' }, MESSAGE_ERRORS.afterInvalid],
  ];
  it.each(badPages)('GET refuses %s (400)', async (_name, query, reason) => {
    const student = await createSignedInUser(t.app);
    const res = await api.page(student, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toContain(reason);
  });

  it.each([
    ['no number', 'abc', 400],
    ['zero', 0, 400],
    ['an unknown message', 2_000_000_000, 404],
  ] as const)('PUT read refuses %s', async (_name, upToId, status) => {
    const student = await createSignedInUser(t.app);
    await api.sendOk(student, { body: 'one' });
    const res = await api.read(student, upToId);
    expect(res.statusCode).toBe(status);
  });

  it('GET attachment refuses an id that is no number (400)', async () => {
    const student = await createSignedInUser(t.app);
    expect((await api.attachment(student, 'abc')).statusCode).toBe(400);
  });
});
