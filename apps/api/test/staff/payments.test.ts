import {
  PAYMENT_MESSAGES,
  PLATFORM_FEE,
  receiptNumberOf,
  STAFF_AUDIT_ACTIONS,
  STAFF_MESSAGES,
  ZStaffPaymentSummary,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPlatformFeePaid } from '../../src/modules/payments/payment-repository.ts';
import { auditLog, payments } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { call } from './fixtures.ts';

const t = useTestApp();
let staff: TSignedIn;

const pay = (studentId: number, body: unknown) =>
  call(t.app, staff, 'POST', `/api/staff/students/${studentId}/payments`, body as object);
const paymentsOf = (studentId: number) =>
  t.app.db.select().from(payments).where(eq(payments.studentId, studentId));
const auditOf = (studentId: number) =>
  t.app.db.select().from(auditLog).where(eq(auditLog.studentId, studentId));

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
});

describe('POST /api/staff/students/{studentId}/payments', () => {
  it('records the full fee, answers the summary and audits it', async () => {
    const student = await createSignedInUser(t.app);
    const res = await pay(student.id, { amount: PLATFORM_FEE.total });
    expect(res.statusCode, res.body).toBe(201);
    const summary = ZStaffPaymentSummary.parse(res.json());
    expect(summary).toMatchObject({
      amount: 4200,
      gst: 756,
      total: 4956,
      totalPaid: 4956,
      outstanding: 0,
      isPaid: true,
    });
    const rows = await paymentsOf(student.id);
    expect(rows).toEqual([expect.objectContaining({ amount: 4956, recordedBy: staff.id })]);
    const [row] = rows;
    if (!row) throw new Error('no payment row');
    expect(summary.payments).toEqual([
      {
        id: row.id,
        amount: 4956,
        mode: 'CASH',
        reference: '',
        recordedBy: staff.id,
        recordedByName: 'Test COUNSELLOR',
        receiptNumber: receiptNumberOf(row.id, row.createdAt),
        createdAt: row.createdAt.toISOString(),
      },
    ]);
    expect(await isPlatformFeePaid(t.app.db, student.id)).toBe(true);
    expect(await auditOf(student.id)).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        actorRole: 'COUNSELLOR',
        action: STAFF_AUDIT_ACTIONS.paymentRecorded,
        entityType: 'PAYMENT',
        entityId: rows[0]?.id,
        before: { totalPaid: 0, isPaid: false },
        after: { amount: 4956, mode: 'CASH', reference: '', totalPaid: 4956, isPaid: true },
      }),
    ]);
  });

  it('records the mode and the transaction reference, and audits them', async () => {
    const student = await createSignedInUser(t.app);
    const res = await pay(student.id, { amount: 1000, mode: 'UPI', reference: '  UTR 4128-9931/07  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payments).toEqual([
      expect.objectContaining({ amount: 1000, mode: 'UPI', reference: 'UTR 4128-9931/07' }),
    ]);
    expect(await paymentsOf(student.id)).toEqual([
      expect.objectContaining({ mode: 'UPI', reference: 'UTR 4128-9931/07' }),
    ]);
    const [entry] = await auditOf(student.id);
    expect(entry?.after).toEqual({
      amount: 1000,
      mode: 'UPI',
      reference: 'UTR 4128-9931/07',
      totalPaid: 1000,
      isPaid: false,
    });
  });

  it('keeps a reference given with cash (a receipt book number), though cash needs none', async () => {
    const student = await createSignedInUser(t.app);
    const res = await pay(student.id, { amount: 500, mode: 'CASH', reference: 'Book 12 / 0045' });
    expect(res.statusCode).toBe(201);
    expect(res.json().payments[0]).toMatchObject({ mode: 'CASH', reference: 'Book 12 / 0045' });
  });

  it.each([
    {
      why: 'UPI without a reference',
      body: { amount: 100, mode: 'UPI' },
      says: PAYMENT_MESSAGES.referenceRequired,
    },
    {
      why: 'a cheque with a blank reference',
      body: { amount: 100, mode: 'CHEQUE', reference: '   ' },
      says: PAYMENT_MESSAGES.referenceRequired,
    },
    {
      why: 'an unknown mode',
      body: { amount: 100, mode: 'BITCOIN', reference: 'x' },
      says: PAYMENT_MESSAGES.modeInvalid,
    },
    {
      why: 'a reference with other characters',
      body: { amount: 100, mode: 'CARD', reference: 'slip#12' },
      says: PAYMENT_MESSAGES.referenceInvalid,
    },
    {
      why: 'a reference that is too long',
      body: { amount: 100, mode: 'BANK_TRANSFER', reference: '1'.repeat(65) },
      says: PAYMENT_MESSAGES.referenceInvalid,
    },
  ])('answers 400 for $why, and records and audits nothing', async ({ body, says }) => {
    const student = await createSignedInUser(t.app);
    const res = await pay(student.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(says);
    expect(await paymentsOf(student.id)).toEqual([]);
    expect(await auditOf(student.id)).toEqual([]);
  });

  it('accepts part payments up to the outstanding balance', async () => {
    const student = await createSignedInUser(t.app);
    const first = await pay(student.id, { amount: PLATFORM_FEE.amount });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ totalPaid: 4200, outstanding: 756, isPaid: false });
    expect(await isPlatformFeePaid(t.app.db, student.id)).toBe(false);

    const tooMuch = await pay(student.id, { amount: 757 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().debugMessage).toBe(STAFF_MESSAGES.amountExceedsBalance(756));
    expect(await paymentsOf(student.id)).toHaveLength(1);

    const rest = await pay(student.id, { amount: PLATFORM_FEE.gst });
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toMatchObject({ totalPaid: 4956, outstanding: 0, isPaid: true });
    expect(rest.json().payments.map((p: { amount: number }) => p.amount)).toEqual([4200, 756]);
    expect(await auditOf(student.id)).toHaveLength(2);
  });

  it('answers 409 once the fee is paid, and records nothing more', async () => {
    const student = await createSignedInUser(t.app);
    await pay(student.id, { amount: PLATFORM_FEE.total });
    const again = await pay(student.id, { amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'CONFLICT', debugMessage: STAFF_MESSAGES.alreadyPaid });
    expect(await paymentsOf(student.id)).toHaveLength(1);
    expect(await auditOf(student.id)).toHaveLength(1);
  });

  it('records only one of two full payments sent at the same moment', async () => {
    const student = await createSignedInUser(t.app);
    const results = await Promise.all([
      pay(student.id, { amount: PLATFORM_FEE.total }),
      pay(student.id, { amount: PLATFORM_FEE.total }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await paymentsOf(student.id)).toHaveLength(1);
  });

  it.each([
    { why: 'zero', body: { amount: 0 } },
    { why: 'a negative amount', body: { amount: -100 } },
    { why: 'paise', body: { amount: 4955.5 } },
    { why: 'a string', body: { amount: '4956' } },
    { why: 'more than the fee', body: { amount: PLATFORM_FEE.total + 1 } },
    { why: 'no amount', body: {} },
    { why: 'an unknown key', body: { amount: 100, recordedBy: 1 } },
  ])('answers 400 for $why, and records nothing', async ({ body }) => {
    const student = await createSignedInUser(t.app);
    const res = await pay(student.id, body);
    expect(res.statusCode).toBe(400);
    if ('amount' in body && Object.keys(body).length === 1) {
      expect(res.json().debugMessage).toContain(STAFF_MESSAGES.amountInvalid);
    }
    expect(await paymentsOf(student.id)).toEqual([]);
  });

  it('answers 404 for an unknown student or a staff account', async () => {
    for (const id of [999_999, staff.id]) {
      const res = await pay(id, { amount: 100 });
      expect(res.statusCode).toBe(404);
      expect(res.json().debugMessage).toBe(STAFF_MESSAGES.studentNotFound);
    }
  });
});
