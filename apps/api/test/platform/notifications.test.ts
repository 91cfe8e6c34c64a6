import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** Every instance hears what changed in the tables it keeps in memory, whoever wrote the change. */
let t: TTestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function heard(channel: string, change: () => Promise<unknown>): Promise<unknown[]> {
  const payloads: unknown[] = [];
  const stop = await t.database.listen(channel, { onMessage: (payload) => payloads.push(payload) });
  await change();
  // Delivery follows the commit; give the listening connection a moment.
  for (let i = 0; i < 50 && payloads.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  await stop();
  return payloads.map((payload) => (channel === 'portal_catalogue' ? payload : JSON.parse(String(payload))));
}

describe('change notifications (migration 0009)', () => {
  it('an account created, disabled, re-roled or deleted by SQL is announced with its new state', async () => {
    const created = await heard('portal_accounts', () =>
      t.database.query(
        `insert into users (mobile_number, reference_id, role) values ('9000011111', 'REFN1', 'COUNSELLOR')`,
      ),
    );
    expect(created).toEqual([
      expect.objectContaining({ role: 'COUNSELLOR', disabledAt: null, deleted: false }),
    ]);
    const id = (created[0] as { id: number }).id;
    const disabled = await heard('portal_accounts', () =>
      t.database.query(`update users set disabled_at = now(), role = 'ADMIN' where id = $1`, [id]),
    );
    expect(disabled).toEqual([
      expect.objectContaining({ id, role: 'ADMIN', disabledAt: expect.any(String) }),
    ]);
    const deleted = await heard('portal_accounts', () =>
      t.database.query('delete from users where id = $1', [id]),
    );
    expect(deleted).toEqual([{ id, deleted: true }]);
  });

  it('a student’s last activity is not announced (it changes on every visit and decides nothing)', async () => {
    // The insert's own announcement is heard first (the app's session state listens on this channel
    // all along, so on PostgreSQL it could otherwise arrive inside the next window).
    const [created] = await heard('portal_accounts', () =>
      t.database.query(`insert into users (mobile_number, reference_id) values ('9000022222', 'REFN2')`),
    );
    const row = created as { id: number };
    const touched = await heard('portal_accounts', () =>
      t.database.query('update users set last_activity_at = now() where id = $1', [row?.id]),
    );
    expect(touched).toEqual([]);
  });

  it('a revoked token is announced with its expiry', async () => {
    const revoked = await heard('portal_revocations', () =>
      t.database.query(
        `insert into revoked_tokens (jti, expires_at) values ('abc', now() + interval '1 hour')`,
      ),
    );
    expect(revoked).toEqual([{ jti: 'abc', expiresAt: expect.any(String) }]);
  });

  it('a catalogue change is announced once per statement, naming the table', async () => {
    const changed = await heard('portal_catalogue', () =>
      t.database.query(`update courses set name = name || '' where id in (select id from courses limit 5)`),
    );
    expect(changed).toEqual(['courses']);
  });
});
