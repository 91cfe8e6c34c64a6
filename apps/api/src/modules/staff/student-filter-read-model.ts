import type { TStudentFilters } from '@portal/contract';
import { and, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../courses/index.ts';
import { messageThreads } from '../messages/messages-tables.ts';
import { users } from '../students/students-tables.ts';
import { qualified } from './qualified.ts';

/**
 * The WHERE of the staff students list and its CSV export: students only, q, stage, whose, unread
 * messages. Shared so
 * the export holds exactly the rows the list pages through.
 */

/**
 * A mobile number as staff may type it: "+91 98765 43210" or "98765-43210" mean 9876543210.
 * Undefined when that is the query itself (no second condition needed).
 */
export function mobileDigitsOf(q: string): string | undefined {
  const compact = q.replace(/[\s()-]/g, '');
  const digits = compact.startsWith('+91')
    ? compact.slice(3)
    : /^91\d{10}$/.test(compact)
      ? compact.slice(2)
      : compact;
  return digits && digits !== q ? digits : undefined;
}

/**
 * search_text is the lower-cased name, mobile number and reference id (a generated column with a
 * trigram index), so a LIKE of the lower-cased pattern is the case-insensitive substring match, and
 * the index finds it. lower() of a constant is folded when the query is planned, so the planner still
 * sees the pattern and estimates from it.
 */
const matching = (text: string) => like(users.searchText, sql`lower(${containsPattern(text)})`);

export type TStudentFilterInput = Pick<
  TStudentFilters,
  'q' | 'stage' | 'mine' | 'counsellorId' | 'hasUnreadMessages'
>;

/**
 * Students whose latest message no staff member has read (the partial index message_threads_staff_unread_idx
 * holds exactly those threads; the predicate is repeated word for word so the planner can use it).
 */
const hasUnreadMessages = sql`${qualified(users.id)} in (select ${qualified(messageThreads.studentId)} from ${messageThreads} where ${qualified(messageThreads.lastStudentMessageId)} > coalesce(${qualified(messageThreads.staffReadUpTo)}, 0))`;

/** `callerId`: whose students "mine" means. */
export function studentWhere(filters: TStudentFilterInput, callerId: number): SQL {
  const where: (SQL | undefined)[] = [eq(users.role, 'STUDENT')];
  const q = filters.q?.trim();
  if (q) {
    const digits = mobileDigitsOf(q);
    where.push(digits ? or(matching(q), matching(digits)) : matching(q));
  }
  if (filters.stage) where.push(eq(users.stage, filters.stage));
  const counsellorId = filters.mine ? callerId : filters.counsellorId;
  if (counsellorId !== undefined) where.push(eq(users.assignedCounsellorId, counsellorId));
  if (filters.hasUnreadMessages) where.push(hasUnreadMessages);
  return and(...where) as SQL;
}

/** The column a sort orders by (newest first for both; ties by id, newest first). */
export const sortColumnOf = (sort: TStudentFilters['sort']) =>
  sort === 'lastActivity' ? users.lastActivityAt : users.createdAt;
