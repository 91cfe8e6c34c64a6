import { DOCUMENT_TYPES, UPLOAD_QUOTA_MESSAGES, UPLOAD_QUOTAS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { storedState } from '../files/stored-state.ts';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';
import { documentsClient } from './documents-client.ts';

/** Per-student upload limits, each checked by the server in the storing transaction. */
const t = useTestApp();
const api = documentsClient(t);

const pdf = (n: number) => tinyPdf(`upload ${n}`);
const nextMinute = () => {
  t.clock.offsetMs += 61_000;
};
const versionCount = async (documentId: number) =>
  Number(
    (
      await t.database.query(
        'SELECT count(*)::int AS n FROM student_document_versions WHERE document_id = $1',
        [documentId],
      )
    ).rows[0]?.n,
  );

/** Fills a student's byte allowance up to `leftBytes` with one recorded file row (no upload). */
async function useAllowance(app: TTestApp, student: TSignedIn, leftBytes: number) {
  await app.database.query(
    `INSERT INTO stored_files (student_id, storage_key, file_name, content_type, size_bytes, uploaded_by)
     VALUES ($1, $2, 'big.pdf', 'application/pdf', $3, $1)`,
    [
      student.id,
      `aa/${String(student.id).padStart(40, 'a')}`,
      UPLOAD_QUOTAS.totalBytesPerStudent - leftBytes,
    ],
  );
}

type TCase = {
  limit: string;
  /** Uploads sent at once after `arrange`; `accepted` of them must be stored. */
  arrange: (student: TSignedIn) => Promise<void>;
  parallel: number;
  accepted: number;
  refusal: { status: number; message: string | RegExp };
};

const cases: TCase[] = [
  {
    limit: `uploads per minute: ${UPLOAD_QUOTAS.uploadsPerMinute - 1} stored, then two at once: only one more stored`,
    arrange: async (student) => {
      for (let i = 0; i < UPLOAD_QUOTAS.uploadsPerMinute - 1; i++)
        await api.uploadOk(student, { type: 'HSC', content: pdf(100 + i) });
    },
    parallel: UPLOAD_QUOTAS.concurrentUploadsPerStudent,
    accepted: 1,
    refusal: {
      status: 429,
      message: new RegExp(
        `^You can upload at most ${UPLOAD_QUOTAS.uploadsPerMinute} files a minute\\. Try again in \\d+ seconds\\.$`,
      ),
    },
  },
  {
    limit: 'total bytes: two parallel uploads that fit only one at a time, one stored',
    arrange: (student) => useAllowance(t, student, pdf(1).length + 10),
    parallel: 2,
    accepted: 1,
    refusal: { status: 409, message: UPLOAD_QUOTA_MESSAGES.totalBytesReached },
  },
  {
    limit: 'total bytes: an upload past the allowance is refused',
    arrange: (student) => useAllowance(t, student, 10),
    parallel: 1,
    accepted: 0,
    refusal: { status: 409, message: UPLOAD_QUOTA_MESSAGES.totalBytesReached },
  },
];

describe('per-student upload limits', () => {
  it.each(cases)('$limit', async ({ arrange, parallel, accepted, refusal }) => {
    const student = await createSignedInUser(t.app);
    await arrange(student);
    const before = await storedState(t);
    const answers = await Promise.all(
      Array.from({ length: parallel }, (_, i) =>
        api.upload(student, { type: DOCUMENT_TYPES[i % DOCUMENT_TYPES.length], content: pdf(i) }),
      ),
    );
    const stored = answers.filter((answer) => answer.statusCode < 300);
    const refused = answers.filter((answer) => answer.statusCode >= 300);
    expect(stored.length, answers.map((a) => a.body).join('\n')).toBe(accepted);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(refusal.status);
      expect(answer.json().debugMessage).toMatch(refusal.message);
    }
    // A refused upload leaves neither its row nor its bytes.
    expect(await storedState(t)).toEqual({ rows: before.rows + accepted, files: before.files + accepted });
  });

  it('counts uploads per minute: a new minute takes uploads again', async () => {
    const student = await createSignedInUser(t.app);
    for (let i = 0; i < UPLOAD_QUOTAS.uploadsPerMinute; i++)
      await api.uploadOk(student, { type: 'HSC', content: pdf(i) });
    expect((await api.upload(student, { type: 'HSC', content: pdf(99) })).statusCode).toBe(429);
    nextMinute();
    expect((await api.upload(student, { type: 'HSC', content: pdf(100) })).statusCode).toBe(200);
  });
});

describe(`versions kept per document (${UPLOAD_QUOTAS.versionsPerDocument})`, () => {
  it('an upload past the limit removes the oldest version nobody reviewed, never a reviewed one', async () => {
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const first = await api.uploadOk(student, { type: 'SSC', content: pdf(0) });
    const target = { studentId: student.id, documentId: first.id };
    // A rejection carries its reason: the remark first.
    expect((await api.updateRemarks(staff, { ...target, remarks: 'Unreadable.' })).statusCode).toBe(200);
    expect((await api.updateStatus(staff, { ...target, status: 'REJECTED' })).statusCode).toBe(200);
    for (let i = 1; i < UPLOAD_QUOTAS.versionsPerDocument + 3; i++) {
      if (i % UPLOAD_QUOTAS.uploadsPerMinute === 0) nextMinute();
      await api.uploadOk(student, { type: 'SSC', name: `v${i}`, content: pdf(i) });
    }
    expect(await versionCount(first.id)).toBe(UPLOAD_QUOTAS.versionsPerDocument);
    const { rows } = await t.database.query(
      'SELECT status, name FROM student_document_versions WHERE document_id = $1 ORDER BY id',
      [first.id],
    );
    // The reviewed first version stays; versions 1 to 3 (never reviewed) made room.
    expect(rows[0]).toMatchObject({ status: 'REJECTED' });
    expect(rows.map((row) => row.name)).not.toContain('v1');
    expect(rows.at(-1)).toMatchObject({ name: `v${UPLOAD_QUOTAS.versionsPerDocument + 2}` });
    // Pruned versions take their file rows and bytes with them.
    const { rows: files } = await t.database.query(
      'SELECT count(*)::int AS n FROM stored_files WHERE student_id = $1',
      [student.id],
    );
    expect(files[0]?.n).toBe(UPLOAD_QUOTAS.versionsPerDocument);
  });

  it('refuses with 409 when every earlier version was reviewed, storing nothing', async () => {
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    let documentId = 0;
    for (let i = 0; i < UPLOAD_QUOTAS.versionsPerDocument; i++) {
      if (i > 0 && i % UPLOAD_QUOTAS.uploadsPerMinute === 0) nextMinute();
      documentId = (await api.uploadOk(student, { type: 'PASSPORT', content: pdf(i) })).id;
      const target = { studentId: student.id, documentId };
      expect((await api.updateRemarks(staff, { ...target, remarks: `seen ${i}` })).statusCode).toBe(200);
    }
    nextMinute();
    const before = await storedState(t);
    const res = await api.upload(student, { type: 'PASSPORT', content: pdf(99) });
    expect(res.statusCode).toBe(409);
    expect(res.json().debugMessage).toBe(UPLOAD_QUOTA_MESSAGES.versionsFull);
    expect(await storedState(t)).toEqual(before);
    expect(await versionCount(documentId)).toBe(UPLOAD_QUOTAS.versionsPerDocument);
  });
});
