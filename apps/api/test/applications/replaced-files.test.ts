import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageRootOf } from '../files/stored-state.ts';
import { tinyPdf } from '../helpers/files.ts';
import { useApplicationsFixture } from './fixture.ts';

/**
 * A re-uploaded conditional document replaces its file: the replaced file's row and bytes go, so
 * re-uploads never eat the student's byte allowance (UPLOAD_QUOTAS.totalBytesPerStudent).
 */
const { t, calls, staff, applied } = useApplicationsFixture({ offset: 110, staff: 'ADMIN' });

const filesOf = async (studentId: number) =>
  (
    await t.database.query(
      'SELECT storage_key, size_bytes FROM stored_files WHERE student_id = $1 ORDER BY id',
      [studentId],
    )
  ).rows.map((row) => ({ key: String(row.storage_key), size: Number(row.size_bytes) }));

const inStorage = async (key: string) =>
  (await fs.stat(path.join(await storageRootOf(t), key)).catch(() => null)) !== null;

describe('re-uploading a conditional document', () => {
  it('keeps one stored file: the replaced one leaves the database and the storage', async () => {
    const { student, applicationId } = await applied('CONDITIONAL_OFFER_RECEIVED');
    const set = await calls.setConditionalTypes(staff, applicationId, ['PASSPORT']);
    const documentId = set.json().conditionalDocuments[0].id as number;
    const replaced: string[] = [];
    for (let i = 0; i < 4; i++) {
      const bytes = tinyPdf(`passport take ${i} ${'x'.repeat(i * 100)}`);
      const res = await calls.uploadConditional(
        student,
        { documentId: String(documentId) },
        { name: 'p.pdf', bytes },
      );
      expect(res.statusCode, res.body).toBe(200);
      const files = await filesOf(student.id);
      // Counted toward the allowance: this file only.
      expect(files.map((file) => file.size)).toEqual([bytes.length]);
      expect(await inStorage(files[0]?.key ?? '')).toBe(true);
      replaced.push(files[0]?.key ?? '');
    }
    for (const key of replaced.slice(0, -1)) expect(await inStorage(key)).toBe(false);
  });
});
