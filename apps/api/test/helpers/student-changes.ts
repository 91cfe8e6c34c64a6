import { randomUUID } from 'node:crypto';
import type { TDatabase } from '../../src/db/client.ts';

const BARRIER_CHANNEL = 'portal_test_barrier';

/**
 * Resolves once the app has heard of every change committed before the call. Tests that write rows
 * with app.db (not through the routes, whose answers drop what they change before they are sent) wait
 * for it before reading a student's kept answers: on PostgreSQL the app hears of a change on its
 * listening connection just after the commit. Notifications reach a listener in commit order on that one
 * connection, so once this call's own has arrived, the app has handled every earlier one. (On PGlite a
 * notification is delivered before the writing statement settles: this resolves at once.)
 */
export async function heardEarlierChanges(database: TDatabase): Promise<void> {
  const token = randomUUID();
  let heard = () => {};
  const arrived = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const stop = await database.listen(BARRIER_CHANNEL, {
    onMessage: (payload) => {
      if (payload === token) heard();
    },
  });
  try {
    await database.query(`SELECT pg_notify('${BARRIER_CHANNEL}', $1)`, [token]);
    await arrived;
  } finally {
    await stop();
  }
}

/**
 * What a write by hand to student_profiles, shortlist_entries, onboarding_details or a user's name must
 * be followed by since migration 0020 (those tables notify no more; the routes announce): every instance
 * drops the student's kept answers once it hears.
 */
export async function announceStudent(database: TDatabase, studentId: number): Promise<void> {
  await database.query(`SELECT pg_notify('portal_student', $1)`, [String(studentId)]);
}
