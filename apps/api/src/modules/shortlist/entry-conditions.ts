import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { shortlistEntries } from './shortlist-tables.ts';

/** The student's entry for a course, on the list or removed (a where condition on shortlist_entries). */
export function entryOf(studentId: number, courseId: number): SQL | undefined {
  return and(eq(shortlistEntries.studentId, studentId), eq(shortlistEntries.courseId, courseId));
}

/** The student's entry for a course while it is on the list (not removed). */
export function activeEntryOf(studentId: number, courseId: number): SQL | undefined {
  return and(entryOf(studentId, courseId), isNull(shortlistEntries.removedAt));
}
