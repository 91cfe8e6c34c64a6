import {
  APPLICATION_STATUS_LABELS,
  counsellorNameOf,
  EXPORT_MESSAGES,
  PLATFORM_FEE,
  STUDENT_STAGE_LABELS,
  type TStaffApplicationFilters,
  type TStudentFilters,
  type TStudentStage,
  toIsoDate,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { countBoardApplications, findBoardRows, type TBoardRow } from './board-read-model.ts';
import { csvLine, type TCsvValue } from './csv.ts';
import { exportFileName, indiaDateTime } from './export-format.ts';
import { countStudentsExactly, findStudentExportRows, type TStudentCursor } from './export-read-model.ts';

/**
 * The CSV exports (GET /api/staff/exports/*.csv): the rows the list or board shows for the same
 * filters, all of them. The count comes first (the client shows "N of M rows" from it, and more than
 * `rowsMax` is refused); then the rows are read BATCH_SIZE at a time by keyset and written as they
 * come, so a 100,000-row export never sits in memory as one string. Read-only, so not audited.
 */
export const EXPORT_BATCH_SIZE = 1000;

export type TCsvExport = { fileName: string; total: number; lines: AsyncIterable<string> };
type TExportDeps = { db: TDb; clock: { now: () => Date } };

function assertNotTooMany(total: number, rowsMax: number): void {
  if (total > rowsMax) throw badRequest(EXPORT_MESSAGES.tooMany(total));
}

/**
 * The header line, then every row's line: rows are read EXPORT_BATCH_SIZE at a time, each batch after
 * the cursor of the last row before it, and written a batch at a time.
 */
async function* batchedCsvLines<TRow, TCursor>(
  header: readonly string[],
  readBatch: (after: TCursor | undefined) => Promise<TRow[]>,
  cellsOf: (row: TRow) => TCsvValue[],
  cursorOf: (last: TRow) => TCursor,
): AsyncGenerator<string> {
  yield csvLine(header);
  let after: TCursor | undefined;
  for (;;) {
    const rows = await readBatch(after);
    let chunk = '';
    for (const row of rows) chunk += csvLine(cellsOf(row));
    if (chunk) yield chunk;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    after = cursorOf(last);
  }
}

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

export async function exportStudents(
  deps: TExportDeps,
  caller: TSessionUser,
  filters: TStudentFilters,
  rowsMax: number,
): Promise<TCsvExport> {
  const total = await countStudentsExactly(deps.db, filters, caller.id);
  assertNotTooMany(total, rowsMax);
  const lines = batchedCsvLines(
    STUDENT_HEADER,
    (after: TStudentCursor | undefined) =>
      findStudentExportRows(deps.db, filters, caller.id, { limit: EXPORT_BATCH_SIZE, after }),
    (row) => [
      row.referenceId,
      row.name,
      row.mobileNumber,
      STUDENT_STAGE_LABELS[row.stage as TStudentStage] ?? row.stage,
      row.counsellorName === null
        ? ''
        : counsellorNameOf({ name: row.counsellorName, isDisabled: Boolean(row.isCounsellorDisabled) }),
      row.paid,
      Math.max(0, PLATFORM_FEE.total - row.paid),
      row.isEvent,
      indiaDateTime(row.createdAt),
      indiaDateTime(row.lastActivityAt),
    ],
    (last) => ({ key: last.cursorKey, id: last.id }),
  );
  return { fileName: exportFileName('students', deps.clock.now()), total, lines };
}

const APPLICATION_HEADER = [
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
];

export async function exportApplications(
  deps: TExportDeps,
  query: TStaffApplicationFilters,
  rowsMax: number,
): Promise<TCsvExport> {
  const filters = { ...query, today: toIsoDate(deps.clock.now()) };
  const total = await countBoardApplications(deps.db, filters);
  assertNotTooMany(total, rowsMax);
  const lines = batchedCsvLines(
    APPLICATION_HEADER,
    (after: TBoardRow['cursor'] | undefined) =>
      findBoardRows(deps.db, filters, { limit: EXPORT_BATCH_SIZE, after }),
    (row) => [
      row.applicationId,
      row.studentName,
      row.referenceId,
      row.mobileNumber,
      row.courseName,
      row.universityName,
      row.country,
      row.intake,
      APPLICATION_STATUS_LABELS[row.status],
      row.counsellor?.name ?? '',
      row.nextAction,
      indiaDateTime(row.createdAt),
      indiaDateTime(row.updatedAt),
    ],
    (last) => last.cursor,
  );
  return { fileName: exportFileName('applications', deps.clock.now()), total, lines };
}
