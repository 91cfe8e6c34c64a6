import {
  EXPORT_TOTAL_HEADER,
  STUDENT_LIST_COUNT_CAP,
  STUDENT_STAGES,
  ZStaffStudentPage,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_SIZE } from '../../src/modules/staff/export-service.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { parseCsv } from './csv-parse.ts';
import { call } from './fixtures.ts';

/**
 * More students than the list counts (STUDENT_LIST_COUNT_CAP) and than one export batch: the list's
 * capped total and last page, and an export that crosses ten batch boundaries without losing or
 * repeating a row, also when every row has the same sort value (ties broken by id).
 */
const t = useTestApp();
const COUNT = STUDENT_LIST_COUNT_CAP + 5;
const TAG = 'Scaletag';
let staff: TSignedIn;

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
  // Student n signed up n seconds before 1 June 2030; every last activity is the same instant.
  await t.database.query(
    `INSERT INTO users (mobile_number, name, role, reference_id, created_at, stage, last_activity_at)
     SELECT '50' || lpad(n::text, 8, '0'), '${TAG} ' || n, 'STUDENT', 'ZZ-' || lpad(n::text, 6, '0'),
            timestamptz '2030-06-01 00:00:00+00' - n * interval '1 second',
            (ARRAY['${STUDENT_STAGES.join("','")}'])[1 + n % ${STUDENT_STAGES.length}],
            timestamptz '2030-06-01 00:00:00+00'
     FROM generate_series(1, ${COUNT}) AS n`,
  );
  await t.app.db.execute(sql`ANALYZE users`);
}, 120_000);

const list = async (query: string) => {
  const res = await call(t.app, staff, 'GET', `/api/staff/students?q=${TAG}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZStaffStudentPage.parse(res.json());
};
const reference = (n: number) => `ZZ-${String(n).padStart(6, '0')}`;

describe(`a list matching more than ${STUDENT_LIST_COUNT_CAP} students`, () => {
  it('reports the cap as its total, and its pages end there', async () => {
    const first = await list('pageSize=10');
    expect(first).toMatchObject({
      totalElements: STUDENT_LIST_COUNT_CAP,
      totalPages: STUDENT_LIST_COUNT_CAP / 10,
    });
    expect(first.content.map((row) => row.referenceId)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(reference),
    );
    const last = await list(`pageSize=10&pageNumber=${STUDENT_LIST_COUNT_CAP / 10}`);
    expect(last.content.map((row) => row.referenceId)).toEqual(
      Array.from({ length: 10 }, (_, i) => reference(STUDENT_LIST_COUNT_CAP - 9 + i)),
    );
    expect((await list(`pageSize=10&pageNumber=${STUDENT_LIST_COUNT_CAP / 10 + 1}`)).content).toEqual([]);
  });

  it('counts exactly below the cap', async () => {
    const page = await list('stage=PAID');
    const paid = Array.from({ length: COUNT }, (_, i) => i + 1).filter(
      (n) => STUDENT_STAGES[n % STUDENT_STAGES.length] === 'PAID',
    );
    expect(page.totalElements).toBe(paid.length);
    expect(page.content[0]?.referenceId).toBe(reference(paid[0] as number));
  });
});

describe(`an export longer than one batch (${EXPORT_BATCH_SIZE} rows)`, () => {
  it.each(['newest', 'lastActivity'])('sends every row once, in list order (sort=%s)', async (sort) => {
    const res = await call(t.app, staff, 'GET', `/api/staff/exports/students.csv?q=${TAG}&sort=${sort}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers[EXPORT_TOTAL_HEADER]).toBe(String(COUNT));
    const references = parseCsv(res.body)
      .slice(1)
      .map((row) => row[0]);
    // newest: n = 1 signed up last. lastActivity: all tie, so the higher id (the higher n) first.
    const expected = Array.from({ length: COUNT }, (_, i) =>
      reference(sort === 'newest' ? i + 1 : COUNT - i),
    );
    expect(references).toEqual(expected);
  });
});
