import { MESSAGE_ERRORS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TOUCH_MS } from '../../src/lib/token-service.ts';
import { users } from '../../src/schema/index.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { send, userRow } from './fixtures.ts';

/** A student's last activity follows their calls, written at most every 10 minutes. */
const t = useTestApp();
const MINUTE = 60 * 1000;

describe("a student's last activity", () => {
  it('is written on a call once the stored time is older than 10 minutes, and not in between', async () => {
    expect(ACTIVITY_TOUCH_MS).toBe(10 * MINUTE);
    const student = await createSignedInUser(t.app);
    const start = new Date('2030-05-01T10:00:00.000Z');
    await t.app.db.update(users).set({ lastActivityAt: start }).where(eq(users.id, student.id));
    const callAt = async (minutesAfterStart: number) => {
      t.clock.offsetMs = start.getTime() + minutesAfterStart * MINUTE - Date.now();
      expect((await send(t.app, student, 'GET', '/auth/session')).statusCode).toBe(200);
      // Calls only note the time; it is written in batches (every few seconds, or now).
      await t.app.tokens.flushActivity();
      return (await userRow(t.app, student.id))?.lastActivityAt.getTime() ?? 0;
    };
    // The test's own run time moves the clock on by a few milliseconds: written times are "about".
    const about = (minutesAfterStart: number) => start.getTime() + minutesAfterStart * MINUTE;
    expect(await callAt(9)).toBe(start.getTime());
    const touched = await callAt(11);
    expect(Math.abs(touched - about(11))).toBeLessThan(5000);
    expect(await callAt(20)).toBe(touched);
    expect(Math.abs((await callAt(22)) - about(22))).toBeLessThan(5000);
  });

  it('is not written for staff calls, nor by a refused call', async () => {
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const old = new Date(Date.now() - 60 * MINUTE);
    await t.app.db.update(users).set({ lastActivityAt: old }).where(eq(users.id, staff.id));
    expect((await send(t.app, staff, 'GET', '/api/staff/me')).statusCode).toBe(200);
    await t.app.tokens.flushActivity();
    expect((await userRow(t.app, staff.id))?.lastActivityAt).toEqual(old);

    const student = await createSignedInUser(t.app);
    await t.app.db
      .update(users)
      .set({ lastActivityAt: old, disabledAt: new Date() })
      .where(eq(users.id, student.id));
    await t.app.tokens.catchUp();
    expect((await send(t.app, student, 'GET', '/auth/session')).statusCode).toBe(401);
    await t.app.tokens.flushActivity();
    expect((await userRow(t.app, student.id))?.lastActivityAt).toEqual(old);
  });

  it("is not written by the bell's background count, only by what the student does", async () => {
    const student = await createSignedInUser(t.app);
    const old = new Date(Date.now() - 60 * MINUTE);
    await t.app.db.update(users).set({ lastActivityAt: old }).where(eq(users.id, student.id));
    expect((await send(t.app, student, 'GET', '/api/notifications/unread-count')).statusCode).toBe(200);
    await t.app.tokens.flushActivity();
    expect((await userRow(t.app, student.id))?.lastActivityAt).toEqual(old);
    expect((await send(t.app, student, 'GET', '/api/notifications')).statusCode).toBe(200);
    await t.app.tokens.flushActivity();
    expect((await userRow(t.app, student.id))?.lastActivityAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it("is not written by the counsellor card's reading of itself", async () => {
    const student = await createSignedInUser(t.app);
    const old = new Date(Date.now() - 60 * MINUTE);
    await t.app.db.update(users).set({ lastActivityAt: old }).where(eq(users.id, student.id));
    expect((await send(t.app, student, 'GET', '/api/student/counsellor')).statusCode).toBe(200);
    await t.app.tokens.flushActivity();
    expect((await userRow(t.app, student.id))?.lastActivityAt).toEqual(old);
  });

  it("is not written by an empty message thread's poll (after=0), and after=-1 is refused", async () => {
    const student = await createSignedInUser(t.app);
    const old = new Date(Date.now() - 60 * MINUTE);
    await t.app.db.update(users).set({ lastActivityAt: old }).where(eq(users.id, student.id));
    const poll = await send(t.app, student, 'GET', '/api/messages?after=0');
    expect(poll.statusCode).toBe(200);
    expect(poll.json().messages).toEqual([]);
    await t.app.tokens.flushActivity();
    expect((await userRow(t.app, student.id))?.lastActivityAt).toEqual(old);
    const refused = await send(t.app, student, 'GET', '/api/messages?after=-1');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(MESSAGE_ERRORS.afterInvalid);
  });
});
