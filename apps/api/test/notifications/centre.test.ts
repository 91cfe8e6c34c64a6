import { describe, expect, it } from 'vitest';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import type { TTestApp } from '../helpers/test-app.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t: TTestApp = useTestApp();

async function notifyRejected(user: TSignedIn, key: string, reason = 'The scan is blurred.') {
  await t.app.db.transaction(async (tx) => {
    await t.app.notifier.notify(tx, {
      recipientId: user.id,
      event: { kind: 'DOCUMENT_REJECTED', params: { documentType: 'SSC', reason } },
      target: { screen: 'PROFILE_DOCUMENT', documentType: 'SSC' },
      dedupeKey: key,
    });
  });
}

const get = (user: TSignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
const post = (user: TSignedIn, url: string) => t.app.inject({ method: 'POST', url, headers: user.headers });

describe('the notification centre', () => {
  it('lists my notifications newest first with their words and where they lead', async () => {
    const student = await createSignedInUser(t.app);
    await notifyRejected(student, `a-${student.id}`, 'First.');
    await notifyRejected(student, `b-${student.id}`, 'Second.');
    const page = (await get(student, '/api/notifications')).json();
    expect(page.totalElements).toBe(2);
    expect(page.content[0]).toMatchObject({
      kind: 'DOCUMENT_REJECTED',
      topic: 'DOCUMENTS',
      title: 'SSC (10th) needs a new upload',
      target: { screen: 'PROFILE_DOCUMENT', documentType: 'SSC' },
      readAt: null,
    });
    expect(page.content[0].body).toContain('Second.');
    expect((await get(student, '/api/notifications/unread-count')).json()).toEqual({ unread: 2 });
  });

  it('notifies once per cause, however often the change is retried', async () => {
    const student = await createSignedInUser(t.app);
    await notifyRejected(student, `same-${student.id}`);
    await notifyRejected(student, `same-${student.id}`);
    expect((await get(student, '/api/notifications/unread-count')).json()).toEqual({ unread: 1 });
  });

  it('keeps nothing of a change that rolled back', async () => {
    const student = await createSignedInUser(t.app);
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.notifier.notify(tx, {
          recipientId: student.id,
          event: { kind: 'DOCUMENT_ACCEPTED', params: { documentType: 'SSC' } },
          target: { screen: 'PROFILE_DOCUMENT', documentType: 'SSC' },
          dedupeKey: `rolled-back-${student.id}`,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await get(student, '/api/notifications')).json().totalElements).toBe(0);
    const jobs = await t.database.query(
      "select count(*)::int as n from pgboss.job where name = 'notification-deliver' and data->>'notificationId' is not null and created_on > now() - interval '1 minute' and id not in (select id from notifications)",
    );
    expect(jobs.rows[0]?.n).toBe(0);
  });

  it('marks one read, keeps the first read time, and marks all read', async () => {
    const student = await createSignedInUser(t.app);
    await notifyRejected(student, `r1-${student.id}`);
    await notifyRejected(student, `r2-${student.id}`);
    const [first] = (await get(student, '/api/notifications')).json().content;
    const read = (await post(student, `/api/notifications/${first.id}/read`)).json();
    expect(read.readAt).not.toBeNull();
    const again = (await post(student, `/api/notifications/${first.id}/read`)).json();
    expect(again.readAt).toBe(read.readAt);
    expect((await get(student, '/api/notifications/unread-count')).json()).toEqual({ unread: 1 });
    expect((await get(student, '/api/notifications?unreadOnly=true')).json().totalElements).toBe(1);
    expect((await post(student, '/api/notifications/read-all')).json()).toEqual({ unread: 0 });
    expect((await get(student, '/api/notifications/unread-count')).json()).toEqual({ unread: 0 });
  });

  it("answers 404 for another person's notification on every call that takes an id", async () => {
    const owner = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    await notifyRejected(owner, `own-${owner.id}`);
    const [mine] = (await get(owner, '/api/notifications')).json().content;
    for (const user of [other, counsellor]) {
      expect((await get(user, `/api/notifications/${mine.id}`)).statusCode).toBe(404);
      expect((await post(user, `/api/notifications/${mine.id}/read`)).statusCode).toBe(404);
      expect((await get(user, '/api/notifications')).json().totalElements).toBe(0);
    }
    expect((await get(owner, `/api/notifications/${mine.id}`)).json().readAt).toBeNull();
  });

  it.each([
    ['/api/notifications?pageSize=51', 'pageSize must be a whole number from 1 to 50'],
    ['/api/notifications?pageNumber=0', 'pageNumber must be a whole number of 1 or more'],
    ['/api/notifications?unreadOnly=yes', 'unreadOnly must be true or false'],
    ['/api/notifications/not-a-uuid', 'notificationId must be a notification id'],
  ])('refuses %s with a clear message', async (url, message) => {
    const student = await createSignedInUser(t.app);
    const response = await get(student, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().debugMessage).toContain(message);
  });

  it('asks for a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
