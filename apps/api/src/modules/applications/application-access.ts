import { APPLICATION_MESSAGES } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { findApplication, type TApplicationRow } from './application-repository.ts';

/**
 * An application the caller may see: its own, or any for staff. Another student's application is
 * answered exactly like one that does not exist (404), so ids reveal nothing.
 */
export async function findAccessibleApplication(
  db: TDb,
  user: TSessionUser,
  applicationId: number,
  options: { forUpdate?: boolean } = {},
): Promise<TApplicationRow> {
  const row = await findApplication(db, applicationId, options);
  if (!row || (row.studentId !== user.id && !isStaff(user))) {
    throw notFound(APPLICATION_MESSAGES.applicationNotFound);
  }
  return row;
}
