import { randomUUID } from 'node:crypto';
import {
  APPLICATION_NEXT_ACTIONS,
  APPLICATION_STATUS_LABELS,
  EXPORT_MESSAGES,
  EXPORT_TOTAL_HEADER,
  PLATFORM_FEE,
  STUDENT_STAGES,
  type TStudentStage,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import exportRoutes from '../../src/modules/staff/export-routes.ts';
import { applications, payments, users } from '../../src/schema/index.ts';
import { setIndiaTime } from '../counselling/counselling-calls.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { parseCsv } from './csv-parse.ts';
import { call, insertApplication } from './fixtures.ts';

/**
 * The CSV exports. The app also mounts the export routes under /capped with a cap of 2 rows (the
 * routes' test-only option), so the refusal above the cap is tested on the real routes without
 * 200,001 rows; the production cap is EXPORT_ROWS_MAX.
 */
const CAPPED_MAX = 2;
const t = useTestApp(
  {},
  {
    beforeReady: async (app) => {
      await app.register(exportRoutes, { prefix: '/capped', exportRowsMax: CAPPED_MAX });
    },
  },
);
let counsellor: TSignedIn;
let courseIds: number[] = [];

const STUDENT_HEADER = [
  'Reference id',
  'Name',
  'Mobile number',
  'Stage',
  'Counsellor',
  'Fee paid (INR)',
  'Fee outstanding (INR)',
  'Event sign-up',
  'Signed up (IST)',
  'Last activity (IST)',
];

async function student(
  name: string,
  values: { stage?: TStudentStage; counsellorId?: number; activeAgo?: number } = {},
) {
  const made = await createSignedInUser(t.app);
  await t.app.db
    .update(users)
    .set({
      name,
      stage: values.stage ?? 'REGISTERED',
      assignedCounsellorId: values.counsellorId ?? null,
      createdAt: new Date('2030-03-14T10:35:00Z'),
      lastActivityAt: new Date(Date.UTC(2030, 3, 1) - (values.activeAgo ?? 0) * 60_000),
    })
    .where(eq(users.id, made.id));
  const [row] = await t.app.db.select().from(users).where(eq(users.id, made.id));
  return row as typeof users.$inferSelect;
}

/** Excel reads a CSV without a byte-order mark in the machine's code page (Hindi, Tamil → mojibake). */
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const exportOf = async (path: string, query: Record<string, string | number | boolean> = {}) => {
  const res = await call(t.app, counsellor, 'GET', `${path}?${new URLSearchParams(query as never)}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.rawPayload.subarray(0, 3)).toEqual(UTF8_BOM);
  return { res, rows: parseCsv(res.body.slice(1)) };
};
const students = (query: Record<string, string | number | boolean>) =>
  exportOf('/api/staff/exports/students.csv', query);

beforeAll(async () => {
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  await t.app.db.update(users).set({ name: 'Asha Rao' }).where(eq(users.id, counsellor.id));
  courseIds = await insertCourses(t.app, 3);
});

describe('GET /api/staff/exports/students.csv', () => {
  it('sends the filtered students as a dated CSV attachment with the row count', async () => {
    setIndiaTime(t, '2030-06-10T23:59');
    const tag = `Exp${randomUUID().slice(0, 8)}`;
    const paid = await student(`${tag} Meera Iyer`, { stage: 'PAID', counsellorId: counsellor.id });
    await t.app.db.insert(payments).values({ studentId: paid.id, amount: 2000, recordedBy: counsellor.id });
    await student(`${tag} Other`, { stage: 'APPLIED' });
    const { res, rows } = await students({ q: tag, stage: 'PAID' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="students-2030-06-10.csv"');
    expect(res.headers[EXPORT_TOTAL_HEADER]).toBe('1');
    expect(rows).toEqual([
      STUDENT_HEADER,
      [
        paid.referenceId,
        `${tag} Meera Iyer`,
        paid.mobileNumber,
        'Paid',
        'Asha Rao',
        '2000',
        String(PLATFORM_FEE.total - 2000),
        'No',
        '2030-03-14 16:05',
        '2030-04-01 05:30',
      ],
    ]);
  });

  it('dates the file by the India calendar day (00:01 IST is still the evening before in UTC)', async () => {
    setIndiaTime(t, '2030-06-11T00:01');
    const { res } = await students({ q: `nobody-${randomUUID()}` });
    expect(res.headers['content-disposition']).toBe('attachment; filename="students-2030-06-11.csv"');
  });

  it('quotes as RFC 4180 says and defuses cells a spreadsheet would run as formulas', async () => {
    const tag = `Csv${randomUUID().slice(0, 8)}`;
    const names = [
      `${tag} Shah, Rohan`,
      `${tag} Rohan "Ro" Shah`,
      `${tag} two\nlines`,
      `=HYPERLINK("https://evil.example","${tag}")`,
      `+${tag}`,
      `-${tag}`,
      `@${tag}`,
      `\t${tag}`,
    ];
    for (const [i, name] of names.entries()) await student(name, { activeAgo: i });
    const { res, rows } = await students({ q: tag, sort: 'lastActivity' });
    expect(res.headers[EXPORT_TOTAL_HEADER]).toBe(String(names.length));
    expect(res.body.split('\r\n').length).toBe(names.length + 2);
    const written = rows.slice(1).map((row) => row[1]);
    expect(written).toEqual(names.map((name) => (/^[=+\-@\t]/.test(name) ? `'${name}` : name)));
  });

  it('starts with the UTF-8 byte-order mark so Excel reads Hindi and Tamil names, guard kept', async () => {
    const tag = `Bom${randomUUID().slice(0, 8)}`;
    const names = [`${tag} अनन्या शर्मा`, `${tag} கார்த்திக் சுப்ரமணியன்`, `=${tag} राहुल`];
    for (const [i, name] of names.entries()) await student(name, { activeAgo: i });
    const { res, rows } = await students({ q: tag, sort: 'lastActivity' });
    expect(res.body.startsWith('\uFEFFReference id,')).toBe(true);
    expect(res.body.indexOf('\uFEFF', 1)).toBe(-1);
    expect(rows.slice(1).map((row) => row[1])).toEqual([names[0], names[1], `'${names[2]}`]);
  });

  it('keeps the filters and order of the list: stage, mine, sort', async () => {
    const tag = `Ord${randomUUID().slice(0, 8)}`;
    const own = counsellor.id;
    const a = await student(`${tag} a`, { stage: 'COUNSELLED', counsellorId: own, activeAgo: 30 });
    const b = await student(`${tag} b`, { stage: 'COUNSELLED', counsellorId: own, activeAgo: 10 });
    await student(`${tag} c`, { stage: 'COUNSELLED', activeAgo: 20 });
    await student(`${tag} d`, { stage: 'PAID', counsellorId: own, activeAgo: 5 });
    const { rows } = await students({ q: tag, stage: 'COUNSELLED', mine: true, sort: 'lastActivity' });
    expect(rows.slice(1).map((row) => row[0])).toEqual([b.referenceId, a.referenceId]);
    const list = await call(
      t.app,
      counsellor,
      'GET',
      `/api/staff/students?q=${tag}&stage=COUNSELLED&mine=true&sort=lastActivity`,
    );
    expect(list.json().content.map((row: { referenceId: string }) => row.referenceId)).toEqual([
      b.referenceId,
      a.referenceId,
    ]);
  });

  it.each([
    { query: 'stage=NOWHERE', says: `stage must be one of ${STUDENT_STAGES.join(', ')}` },
    { query: 'mine=1', says: 'mine must be true or false' },
    { query: `q=${'x'.repeat(101)}`, says: 'q must be at most 100 characters' },
  ])('refuses $query with 400 and the contract’s message', async ({ query, says }) => {
    const res = await call(t.app, counsellor, 'GET', `/api/staff/exports/students.csv?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(says);
  });
});

describe('GET /api/staff/exports/applications.csv', () => {
  it('sends the board’s cards for the filters, the longest-unchanged first', async () => {
    setIndiaTime(t, '2030-06-10T12:00');
    const lead = await createSignedInUser(t.app, 'COUNSELLOR');
    const a = await student('Kavya Nair', { counsellorId: lead.id });
    const owner = { id: a.id, enrollmentId: null } as unknown as TSignedIn;
    const rows: number[] = [];
    for (const [i, status] of ['UNDER_REVIEW', 'UNDER_REVIEW', 'APPLIED'].entries()) {
      const row = await insertApplication(t.app, owner, courseIds[i] as number, status);
      await t.app.db
        .update(applications)
        .set({ createdAt: new Date('2030-01-01T00:00:00Z'), updatedAt: new Date(Date.UTC(2030, 0, 10 - i)) })
        .where(eq(applications.id, row.id));
      rows.push(row.id);
    }
    const { res, rows: csv } = await exportOf('/api/staff/exports/applications.csv', {
      status: 'UNDER_REVIEW',
      counsellorId: lead.id,
    });
    expect(res.headers['content-disposition']).toBe('attachment; filename="applications-2030-06-10.csv"');
    expect(res.headers[EXPORT_TOTAL_HEADER]).toBe('2');
    expect(csv[0]).toEqual([
      'Application id',
      'Student',
      'Reference id',
      'Mobile number',
      'Course',
      'University',
      'Country',
      'Intake',
      'Status',
      'Counsellor',
      'Next action',
      'Applied (IST)',
      'Last change (IST)',
    ]);
    expect(csv.slice(1).map((row) => row[0])).toEqual([String(rows[1]), String(rows[0])]);
    expect(csv[1]).toEqual([
      String(rows[1]),
      'Kavya Nair',
      a.referenceId,
      a.mobileNumber,
      'MSc Test Course 2',
      'Test University',
      'UK',
      'September',
      APPLICATION_STATUS_LABELS.UNDER_REVIEW,
      'Test COUNSELLOR',
      APPLICATION_NEXT_ACTIONS.UNDER_REVIEW,
      '2030-01-01 05:30',
      '2030-01-09 05:30',
    ]);
  });

  it('refuses an unknown status with 400 and the contract’s message', async () => {
    const res = await call(t.app, counsellor, 'GET', '/api/staff/exports/applications.csv?status=DONE');
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toMatch(/^status must be one of APPLIED, /);
  });
});

describe('an export over the cap is refused', () => {
  it(`answers 400 with EXPORT_MESSAGES.tooMany above the cap (${CAPPED_MAX} here), and the file up to it`, async () => {
    const tag = `Cap${randomUUID().slice(0, 8)}`;
    await student(`${tag} one`);
    await student(`${tag} two`);
    const atCap = await call(t.app, counsellor, 'GET', `/capped/api/staff/exports/students.csv?q=${tag}`);
    expect(atCap.statusCode).toBe(200);
    expect(atCap.headers[EXPORT_TOTAL_HEADER]).toBe('2');
    await student(`${tag} three`);
    const over = await call(t.app, counsellor, 'GET', `/capped/api/staff/exports/students.csv?q=${tag}`);
    expect(over.statusCode).toBe(400);
    expect(over.headers['content-disposition']).toBeUndefined();
    expect(over.json()).toMatchObject({ status: 'BAD_REQUEST', debugMessage: EXPORT_MESSAGES.tooMany(3) });
    const board = await call(t.app, counsellor, 'GET', '/capped/api/staff/exports/applications.csv');
    expect(board.statusCode).toBe(400);
    expect(board.json().debugMessage).toMatch(/^This export would have \d+ rows;/);
  });
});
