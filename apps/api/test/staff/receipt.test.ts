import { PAYMENT_MESSAGES, PLATFORM_FEE, receiptNumberOf, ZPaymentReceipt } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { call } from './fixtures.ts';

const t = useTestApp();
let counsellor: TSignedIn;
let admin: TSignedIn;

const pay = (studentId: number, body: object, who = counsellor) =>
  call(t.app, who, 'POST', `/api/staff/students/${studentId}/payments`, body);
const receipt = (paymentId: number | string, who: TSignedIn | null = admin) =>
  call(t.app, who, 'GET', `/api/staff/payments/${paymentId}/receipt`);
const paymentRowsOf = (studentId: number) =>
  t.app.db.select().from(payments).where(eq(payments.studentId, studentId)).orderBy(payments.id);

beforeAll(async () => {
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  admin = await createSignedInUser(t.app, 'ADMIN');
});

describe('GET /api/staff/payments/{paymentId}/receipt', () => {
  it('shows each part payment with what was paid to date and the balance right after it', async () => {
    const student = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    await t.app.db.update(users).set({ name: 'Asha Rao' }).where(eq(users.id, student.id));
    expect((await pay(student.id, { amount: 2000 })).statusCode).toBe(201);
    // Another student's payment in between must not count towards this student's figures.
    expect((await pay(other.id, { amount: 1000 })).statusCode).toBe(201);
    expect(
      (await pay(student.id, { amount: 1500, mode: 'UPI', reference: 'UTR 889911' }, admin)).statusCode,
    ).toBe(201);
    expect((await pay(student.id, { amount: 1456, mode: 'CHEQUE', reference: '000123' })).statusCode).toBe(
      201,
    );
    const rows = await paymentRowsOf(student.id);
    const [account] = await t.app.db.select().from(users).where(eq(users.id, student.id));
    const expected = [
      {
        amount: 2000,
        mode: 'CASH',
        reference: '',
        by: counsellor,
        byName: 'Test COUNSELLOR',
        paidToDate: 2000,
        balanceAfter: 2956,
      },
      {
        amount: 1500,
        mode: 'UPI',
        reference: 'UTR 889911',
        by: admin,
        byName: 'Test ADMIN',
        paidToDate: 3500,
        balanceAfter: 1456,
      },
      {
        amount: 1456,
        mode: 'CHEQUE',
        reference: '000123',
        by: counsellor,
        byName: 'Test COUNSELLOR',
        paidToDate: 4956,
        balanceAfter: 0,
      },
    ];
    for (const [i, want] of expected.entries()) {
      const row = rows[i];
      if (!row) throw new Error(`payment ${i} missing`);
      const res = await receipt(row.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(ZPaymentReceipt.parse(res.json())).toEqual({
        receiptNumber: receiptNumberOf(row.id, row.createdAt),
        paymentId: row.id,
        student: {
          id: student.id,
          name: 'Asha Rao',
          referenceId: account?.referenceId,
          mobileNumber: student.mobileNumber,
        },
        amount: want.amount,
        mode: want.mode,
        reference: want.reference,
        recordedBy: { id: want.by.id, name: want.byName },
        createdAt: row.createdAt.toISOString(),
        fee: { amount: PLATFORM_FEE.amount, gst: PLATFORM_FEE.gst, total: PLATFORM_FEE.total },
        paidToDate: want.paidToDate,
        balanceAfter: want.balanceAfter,
      });
    }
    expect(receiptNumberOf(rows[0]?.id ?? 0, rows[0]?.createdAt ?? new Date())).toMatch(/^RCPT-\d{4}-\d{6}$/);
  });

  it('never shows a negative balance', async () => {
    const student = await createSignedInUser(t.app);
    // More than the fee, as only data written before the balance check could hold.
    await t.app.db.insert(payments).values([
      { studentId: student.id, amount: PLATFORM_FEE.total, recordedBy: counsellor.id },
      { studentId: student.id, amount: 100, recordedBy: counsellor.id },
    ]);
    const [, extra] = await paymentRowsOf(student.id);
    const body = (await receipt(extra?.id ?? 0)).json();
    expect(body).toMatchObject({
      paidToDate: PLATFORM_FEE.total + 100,
      balanceAfter: 0,
      mode: 'CASH',
      reference: '',
    });
  });

  it('answers 404 for an unknown payment and 400 for an id that is not one', async () => {
    const res = await receipt(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().debugMessage).toBe(PAYMENT_MESSAGES.paymentNotFound);
    for (const id of ['abc', '0', '-3']) expect((await receipt(id)).statusCode).toBe(400);
  });

  it('refuses the student it is about (403) and a caller without a token (401)', async () => {
    const student = await createSignedInUser(t.app);
    await pay(student.id, { amount: 100 });
    const [row] = await paymentRowsOf(student.id);
    const own = await receipt(row?.id ?? 0, student);
    expect(own.statusCode).toBe(403);
    expect(own.body).not.toContain('RCPT');
    expect((await receipt(row?.id ?? 0, null)).statusCode).toBe(401);
  });
});
