import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { countQueries } from '../helpers/query-count.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { createTestApp, type TTestApp, useTestApp } from '../helpers/test-app.ts';
import { send } from './fixtures.ts';

/**
 * Students' last activity leaves the request path: a call notes the time in memory, and the notes of
 * every student are written in one statement every few seconds, on flush, and when the app closes.
 */
const t = useTestApp();
const HOUR = 60 * 60 * 1000;

async function staleStudents(app: TTestApp, count: number): Promise<TSignedIn[]> {
  const made: TSignedIn[] = [];
  for (let i = 0; i < count; i++) made.push(await createSignedInUser(app.app));
  await app.app.db
    .update(users)
    .set({ lastActivityAt: new Date(Date.now() - HOUR) })
    .where(
      inArray(
        users.id,
        made.map((s) => s.id),
      ),
    );
  return made;
}
const storedTimes = async (app: TTestApp, who: TSignedIn[]) =>
  (
    await app.app.db
      .select({ id: users.id, at: users.lastActivityAt })
      .from(users)
      .where(
        inArray(
          users.id,
          who.map((s) => s.id),
        ),
      )
  ).map((row) => row.at.getTime());

describe("students' last activity, written in batches", () => {
  it('writes nothing during the calls, then every noted student in one statement', async () => {
    const students = await staleStudents(t, 3);
    const before = await storedTimes(t, students);
    for (const student of students) {
      expect((await send(t.app, student, 'GET', '/api/student-profiles')).statusCode).toBe(200);
    }
    expect(await storedTimes(t, students)).toEqual(before);

    const one = countQueries(t.database);
    await t.database.query('select 1');
    one.stop();
    const flush = countQueries(t.database);
    await t.app.tokens.flushActivity();
    flush.stop();
    expect(flush.count()).toBe(one.count());
    for (const at of await storedTimes(t, students)) expect(Date.now() - at).toBeLessThan(60_000);

    // Known fresh now: later calls note nothing, and a flush has nothing to write.
    await send(t.app, students[0] as TSignedIn, 'GET', '/api/student-profiles');
    const idle = countQueries(t.database);
    await t.app.tokens.flushActivity();
    idle.stop();
    expect(idle.count()).toBe(0);
  });

  it('writes on its own every few seconds', async () => {
    const app = await createTestApp({}, { activityFlushMs: 100 });
    try {
      const [student] = await staleStudents(app, 1);
      expect((await send(app.app, student as TSignedIn, 'GET', '/api/student-profiles')).statusCode).toBe(
        200,
      );
      await expect
        .poll(async () => Date.now() - ((await storedTimes(app, [student as TSignedIn]))[0] ?? 0), {
          timeout: 5000,
        })
        .toBeLessThan(60_000);
    } finally {
      await app.close();
    }
  });

  it('writes what is noted when the app closes', async () => {
    const app = await createTestApp();
    const [student] = await staleStudents(app, 1);
    await send(app.app, student as TSignedIn, 'GET', '/api/student-profiles');
    await app.app.close();
    const { rows } = await app.database.query('select last_activity_at as at from users where id = $1', [
      student?.id,
    ]);
    expect(Date.now() - new Date(String(rows[0]?.at)).getTime()).toBeLessThan(60_000);
    await app.close();
  });
});
