import { PLATFORM_FEE } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordPayment } from '../dashboard/fixtures.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let staff: TSignedIn;
beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
});

const summary = (user: Pick<TSignedIn, 'headers'>) =>
  t.app.inject({ method: 'GET', url: '/api/payment/summary', headers: user.headers });

describe('GET /api/payment/summary', () => {
  it('shows the §9 platform fee, unpaid for a new student', async () => {
    const student = await createSignedInUser(t.app);
    const res = await summary(student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ amount: 4200, gst: 756, total: 4956, isPaid: false });
    expect(PLATFORM_FEE).toEqual({ amount: 4200, gst: 756, total: 4956 });
  });

  it('is paid only once the recorded payments reach the total with GST', async () => {
    const student = await createSignedInUser(t.app);
    // [amount recorded now, isPaid after it]
    const steps: [number, boolean][] = [
      [4200, false],
      [755, false],
      [1, true],
    ];
    for (const [amount, isPaid] of steps) {
      await recordPayment(t.app, student.id, amount, staff.id);
      expect((await summary(student)).json(), String(amount)).toEqual({
        amount: 4200,
        gst: 756,
        total: 4956,
        isPaid,
      });
    }
  });

  it('is paid with one payment of the whole fee', async () => {
    const student = await createSignedInUser(t.app);
    await recordPayment(t.app, student.id, 4956, staff.id);
    expect((await summary(student)).json().isPaid).toBe(true);
  });

  it('needs a valid token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/summary' })).statusCode).toBe(401);
    const res = await summary({ headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('SESSION_EXPIRED');
  });
});
