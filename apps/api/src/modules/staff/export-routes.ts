import { Readable } from 'node:stream';
import {
  EXPORT_ROWS_MAX,
  EXPORT_TOTAL_HEADER,
  ZApiError,
  ZApplicationExportQuery,
  ZStudentExportQuery,
} from '@portal/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathOnlyRequest } from '../../lib/log-serializers.ts';
import { currentUser } from '../../plugins/auth.ts';
import { exportApplications, exportStudents, type TCsvExport } from './export-service.ts';

export type TExportRoutesOptions = {
  /** More matching rows than this are refused (400); EXPORT_ROWS_MAX unless a test lowers it. */
  exportRowsMax?: number;
};

const common = { tags: ['staff'], security: [{ bearerAuth: [] }] };
const response = {
  200: z.string().describe('text/csv; charset=utf-8, CRLF line ends, a header row first'),
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
};
const CSV_RULES =
  'Staff only (403 for a student, 401 without a token). Every matching row, no paging; the ' +
  `${EXPORT_TOTAL_HEADER} header says how many rows follow the header row (for a progress bar). RFC 4180 ` +
  "quoting; a cell starting with = + - @, tab or CR gets a leading ' so spreadsheets do not run it. " +
  'The body starts with the UTF-8 byte-order mark (U+FEFF) so Excel reads non-Latin names. ' +
  `More than ${EXPORT_ROWS_MAX} rows: 400 (EXPORT_MESSAGES.tooMany). Read-only, not audited.`;

/**
 * The UTF-8 byte-order mark, first in every export: without it Excel reads the file in the machine's
 * legacy code page and Hindi, Tamil (any non-Latin) names come out as mojibake. It precedes the header
 * row, so the formula guard of the cells is untouched.
 */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** A failed read mid-stream is logged by its code only: the driver's message would carry q. */
async function* withoutPersonalErrors(lines: AsyncIterable<string>, log: FastifyBaseLogger) {
  try {
    yield CSV_BYTE_ORDER_MARK;
    yield* lines;
  } catch (error) {
    log.error({ code: (error as { code?: unknown }).code ?? 'unknown' }, 'CSV export failed mid-stream');
    throw new Error('CSV export failed mid-stream');
  }
}

function sendCsv(reply: FastifyReply, csv: TCsvExport) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header(EXPORT_TOTAL_HEADER, String(csv.total))
    .header('cache-control', 'private, no-store')
    .send(Readable.from(withoutPersonalErrors(csv.lines, reply.log)));
}

/** GET /api/staff/exports/students.csv and /api/staff/exports/applications.csv. */
const exportRoutes: FastifyPluginAsyncZod<TExportRoutesOptions> = async (app, options) => {
  const rowsMax = options.exportRowsMax ?? EXPORT_ROWS_MAX;
  const deps = { db: app.db, clock: app.clock };

  app.get(
    '/api/staff/exports/students.csv',
    {
      onRequest: app.requireStaff,
      logSerializers: { req: pathOnlyRequest },
      schema: {
        ...common,
        summary: 'The students list as CSV (the same filters, every row)',
        description: `${CSV_RULES} Filters and order as GET /api/staff/students. File students-YYYY-MM-DD.csv (India date).`,
        querystring: ZStudentExportQuery,
        response,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exportStudents(deps, currentUser(request), request.query, rowsMax)),
  );

  app.get(
    '/api/staff/exports/applications.csv',
    {
      onRequest: app.requireStaff,
      logSerializers: { req: pathOnlyRequest },
      schema: {
        ...common,
        summary: 'The applications board as CSV (the same filters, every row)',
        description: `${CSV_RULES} Filters and order as GET /api/staff/applications. File applications-YYYY-MM-DD.csv.`,
        querystring: ZApplicationExportQuery,
        response,
      },
    },
    async (request, reply) => sendCsv(reply, await exportApplications(deps, request.query, rowsMax)),
  );
};

export default exportRoutes;
