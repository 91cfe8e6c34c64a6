import { EXPORT_MESSAGES } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { apiErrorBody } from '../../test/fake-api.ts';
import { csvResponse, installFakeExport, jsonResponse, streamedCsv } from '../test/fake-export.ts';
import { downloadStaffExport, fileNameOf, type TExportProgress } from './download-staff-export.ts';

let fake: ReturnType<typeof installFakeExport> | undefined;
beforeEach(() => localStorage.setItem('token', 'staff.jwt'));
afterEach(() => fake?.restore());

describe('downloadStaffExport', () => {
  it('asks with the filters and the token, counts rows as they arrive, names the file as the server does', async () => {
    const csv = streamedCsv({
      'x-total-count': '3',
      'content-disposition': 'attachment; filename="students-2027-01-05.csv"',
    });
    fake = installFakeExport(() => csv.response);
    const progress: TExportProgress[] = [];
    const done = downloadStaffExport(
      'students',
      { q: 'asha', stage: 'PAID', mine: true, counsellorId: undefined, sort: 'newest' },
      (step) => progress.push(step),
    );
    await Promise.resolve();
    csv.push('id,name\n1,As');
    csv.push('ha\n2,Ravi\n');
    csv.push('3,Meena\n');
    csv.end();
    const result = await done;
    expect(fake.calls).toEqual([
      {
        path: '/api/staff/exports/students.csv',
        params: { q: 'asha', stage: 'PAID', mine: 'true', sort: 'newest' },
        authorization: 'Bearer staff.jwt',
        signal: undefined,
      },
    ]);
    expect(progress.map(({ rows }) => rows)).toEqual([0, 0, 2, 3, 3]);
    expect(progress.every(({ total }) => total === 3)).toBe(true);
    expect(result.rows).toBe(3);
    expect(result.fileName).toBe('students-2027-01-05.csv');
    expect(await result.file.text()).toBe('id,name\n1,Asha\n2,Ravi\n3,Meena\n');
  });

  it('without x-total-count the total is unknown until the end', async () => {
    fake = installFakeExport(() => csvResponse('id\n1\n2\n'));
    const progress: TExportProgress[] = [];
    const result = await downloadStaffExport('applications', {}, (step) => progress.push(step));
    expect(fake.calls[0]?.path).toBe('/api/staff/exports/applications.csv');
    expect(progress[0]).toEqual({ rows: 0, total: null });
    expect(progress.at(-1)).toEqual({ rows: 2, total: 2 });
    expect(result.fileName).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("rejects with the server's 400 message (too many rows)", async () => {
    const message = EXPORT_MESSAGES.tooMany(250_000);
    fake = installFakeExport(() => jsonResponse(400, apiErrorBody('BAD_REQUEST', message)));
    const failure = downloadStaffExport('students', {}, () => {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ httpStatus: 400, message });
  });

  it('rejects a 401 as the session rule reads it', async () => {
    fake = installFakeExport(() => jsonResponse(401, apiErrorBody('SESSION_EXPIRED', 'Session expired')));
    await expect(downloadStaffExport('students', {}, () => {})).rejects.toMatchObject({ httpStatus: 401 });
  });

  it('rejects a network failure, before or during the body, as one', async () => {
    fake = installFakeExport(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(downloadStaffExport('students', {}, () => {})).rejects.toMatchObject({
      code: 'ERR_NETWORK',
      httpStatus: undefined,
    });
    fake.restore();
    const csv = streamedCsv();
    fake = installFakeExport(() => csv.response);
    const failure = downloadStaffExport('students', {}, () => {});
    await Promise.resolve();
    csv.push('id\n1\n');
    csv.fail();
    await expect(failure).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });
});

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="students-2027-01-05.csv"', 'students-2027-01-05.csv'],
    ['attachment; filename=applications.csv', 'applications.csv'],
    ["attachment; filename*=UTF-8''students%20all.csv", 'students all.csv'],
    [null, 'fallback.csv'],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header, 'fallback.csv')).toBe(name);
  });
});
