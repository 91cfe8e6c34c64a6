import { describe, expect, it } from 'vitest';
import { type TTestApp, useTestApp } from '../../helpers/test-app.ts';
import { assignedStudent, noticesOf } from './notices.ts';

const t: TTestApp = useTestApp();

describe('payment notifications', () => {
  it('tells the student of a payment staff record, never the staff who recorded it', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    const record = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/students/${student.id}/payments`,
        headers: counsellor.headers,
        payload: { amount, mode: 'UPI', reference: 'UTR123' },
      });
    // More than is owed is refused (400): nothing told.
    expect((await record(10_000_000)).statusCode).toBe(400);
    expect(await noticesOf(t, student.id)).toEqual([]);
    const res = await record(1000);
    expect(res.statusCode, res.body).toBe(201);
    const told = await noticesOf(t, student.id);
    expect(told).toEqual([
      {
        kind: 'PAYMENT_RECORDED',
        params: { paymentId: expect.any(Number), amount: 1000, currency: 'INR' },
        target: { screen: 'PAYMENTS' },
        dedupeKey: `payment-recorded:${told[0]?.params.paymentId}`,
      },
    ]);
    expect(await noticesOf(t, counsellor.id)).toEqual([]);
  });
});
