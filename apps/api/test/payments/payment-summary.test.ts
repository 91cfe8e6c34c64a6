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
    expect(res.json()).toEqual({
      amount: 4200,
      gst: 756,
      total: 4956,
      isPaid: false,
      paidAmount: 0,
      paidAt: null,
    });
    expect(PLATFORM_FEE).toEqual({ amount: 4200, gst: 756, total: 4956 });
  });

  it('is paid only once the recorded payments reach the total with GST', async () => {
    const student = await createSignedInUser(t.app);
    // [amount recorded now, isPaid and paidAmount after it]
    const steps: [number, boolean, number][] = [
      [4200, false, 4200],
      [755, false, 4955],
      [1, true, 4956],
      [100, true, 5056],
    ];
    let paidAt: string | null = null;
    for (const [amount, isPaid, paidAmount] of steps) {
      await recordPayment(t.app, student.id, amount, staff.id);
      const body = (await summary(student)).json();
      expect(body, String(amount)).toMatchObject({ amount: 4200, gst: 756, total: 4956, isPaid, paidAmount });
      // paidAt: the moment of the payment that completed the fee; a later payment does not move it.
      if (!isPaid) expect(body.paidAt).toBeNull();
      else {
        expect(Date.parse(body.paidAt)).not.toBeNaN();
        paidAt ??= body.paidAt;
        expect(body.paidAt).toBe(paidAt);
      }
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
