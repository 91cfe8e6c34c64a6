import {
  PLATFORM_FEE,
  receiptNumberOf,
  STUDENT_PAYMENT_MESSAGES,
  studentReceiptPathOf,
  toIsoDate,
  ZStudentPayments,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { call } from '../staff/fixtures.ts';

const t = useTestApp();
let counsellor: TSignedIn;
beforeAll(async () => {
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
});

const list = (who: TSignedIn | null) => call(t.app, who, 'GET', '/api/student/payments');
const pay = (studentId: number, body: object) =>
  call(t.app, counsellor, 'POST', `/api/staff/students/${studentId}/payments`, body);
const rowsOf = (studentId: number) =>
  t.app.db.select().from(payments).where(eq(payments.studentId, studentId)).orderBy(payments.id);

describe('GET /api/student/payments', () => {
  it('shows a new student no payments and the whole fee as the balance', async () => {
    const student = await createSignedInUser(t.app);
    const res = await list(student);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZStudentPayments.parse(res.json())).toEqual({
      items: [],
      fee: { ...PLATFORM_FEE, isPaid: false, paidAmount: 0, paidAt: null, balance: PLATFORM_FEE.total },
    });
  });

  it('lists each consultancy fee payment newest first, with its receipt, and the balance after them', async () => {
    const student = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    // Recorded on three different days, so newest-first is by date as well as by id.
    const days = [new Date('2026-01-05T06:00:00Z'), new Date('2026-02-10T06:00:00Z')];
    await t.app.db.insert(payments).values([
      { studentId: student.id, amount: 2000, recordedBy: counsellor.id, createdAt: days[0] },
      {
        studentId: student.id,
        amount: 1500,
        recordedBy: counsellor.id,
        mode: 'UPI',
        reference: 'UTR 1',
        createdAt: days[1],
      },
    ]);
    expect((await pay(other.id, { amount: 999 })).statusCode).toBe(201);
    expect((await pay(student.id, { amount: 456, mode: 'CHEQUE', reference: '000123' })).statusCode).toBe(
      201,
    );
    const rows = await rowsOf(student.id);
    const body = ZStudentPayments.parse((await list(student)).json());
    expect(body.items.map((item) => item.amount)).toEqual([456, 1500, 2000]);
    const [latest] = rows.slice(-1);
    if (!latest) throw new Error('no payment');
    expect(body.items[0]).toEqual({
      kind: 'CONSULTANCY_FEE',
      id: latest.id,
      description: 'Consultancy fee',
      amount: 456,
      currency: 'INR',
      paidOn: toIsoDate(latest.createdAt),
      receiptNumber: receiptNumberOf(latest.id, latest.createdAt),
      mode: 'CHEQUE',
      reference: '000123',
      receiptPath: studentReceiptPathOf(latest.id),
    });
    expect(body.items[2]).toMatchObject({ paidOn: '2026-01-05', mode: 'CASH', reference: '' });
    expect(body.fee).toMatchObject({ isPaid: false, paidAmount: 3956, balance: 1000 });
  });

  it('counts the fee paid once the payments reach the total, and never shows a negative balance', async () => {
    const student = await createSignedInUser(t.app);
    await t.app.db.insert(payments).values([
      { studentId: student.id, amount: PLATFORM_FEE.total, recordedBy: counsellor.id },
      { studentId: student.id, amount: 100, recordedBy: counsellor.id },
    ]);
    const { fee, items } = ZStudentPayments.parse((await list(student)).json());
    expect(items).toHaveLength(2);
    expect(fee).toMatchObject({ isPaid: true, paidAmount: PLATFORM_FEE.total + 100, balance: 0 });
  });

  it('is for students only: a staff token gets 403, no token 401', async () => {
    const res = await list(counsellor);
    expect(res.statusCode).toBe(403);
    expect(res.json().debugMessage).toBe(STUDENT_PAYMENT_MESSAGES.studentsOnly);
    expect((await list(null)).statusCode).toBe(401);
  });
});
