import {
  PAYMENT_MESSAGES,
  PORTAL_NAME,
  RECEIPT_PDF_TEXTS,
  receiptNumberOf,
  STUDENT_PAYMENT_MESSAGES,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../src/schema/index.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { call } from '../staff/fixtures.ts';

const t = useTestApp();
let counsellor: TSignedIn;
let admin: TSignedIn;
beforeAll(async () => {
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  admin = await createSignedInUser(t.app, 'ADMIN');
  await t.app.db.update(users).set({ name: 'Meera Counsellor' }).where(eq(users.id, counsellor.id));
});

const studentPdf = (paymentId: number | string, who: TSignedIn | null) =>
  call(t.app, who, 'GET', `/api/student/payments/${paymentId}/receipt.pdf`);
const staffPdf = (paymentId: number | string, who: TSignedIn | null = admin) =>
  call(t.app, who, 'GET', `/api/staff/payments/${paymentId}/receipt.pdf`);

/** A student named Asha Rao with two part payments: 2,000 in cash, then 1,500 by UPI. */
async function studentWithTwoPayments() {
  const student = await createSignedInUser(t.app);
  await t.app.db.update(users).set({ name: 'Asha Rao' }).where(eq(users.id, student.id));
  const [account] = await t.app.db.select().from(users).where(eq(users.id, student.id));
  const [, second] = await t.app.db
    .insert(payments)
    .values([
      { studentId: student.id, amount: 2000, recordedBy: counsellor.id },
      {
        studentId: student.id,
        amount: 1500,
        recordedBy: counsellor.id,
        mode: 'UPI',
        reference: 'UTR 889911',
        createdAt: new Date('2026-11-20T06:30:00Z'),
      },
    ])
    .returning();
  if (!second || !account) throw new Error('setup failed');
  return { student, referenceId: account.referenceId, payment: second };
}

function expectPdfDownload(res: LightMyRequestResponse, receiptNumber: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${receiptNumber}.pdf"`);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('GET /api/student/payments/{paymentId}/receipt.pdf', () => {
  it('gives the student a PDF of their receipt whose text says what, how much, how and when they paid', async () => {
    const { student, referenceId, payment } = await studentWithTwoPayments();
    const receiptNumber = receiptNumberOf(payment.id, payment.createdAt);
    const res = await studentPdf(payment.id, student);
    expectPdfDownload(res, receiptNumber);
    const lines = (await pdfText(res.rawPayload)).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        PORTAL_NAME,
        'Payment receipt',
        `Receipt number ${receiptNumber}`,
        'Date 20 Nov 2026, 12:00 PM IST',
        'Student Asha Rao',
        `Reference ID ${referenceId}`,
        'Paid for Consultancy fee',
        'Amount INR 1,500',
        'Mode UPI',
        'Reference UTR 889911',
        'Received by Meera Counsellor',
        'Fee INR 4,200',
        'GST INR 756',
        'Total with GST INR 4,956',
        'Paid to date (including this payment) INR 3,500',
        'Balance after this payment INR 1,456',
      ]),
    );
  });

  it('prints a Latin name with its accents, and a note instead of garbled letters for another script', async () => {
    for (const [name, printed] of [
      ['Zoë Müller', 'Student Zoë Müller'],
      ['आशा राव', `Student ${RECEIPT_PDF_TEXTS.notPrintable}`],
    ]) {
      const { student, payment } = await studentWithTwoPayments();
      await t.app.db.update(users).set({ name }).where(eq(users.id, student.id));
      const text = await pdfText((await studentPdf(payment.id, student)).rawPayload);
      expect(text.split('\n'), name).toContain(printed);
    }
  });

  it("answers 404 for another student's payment exactly as for an unknown one, and 400 for a bad id", async () => {
    const { payment } = await studentWithTwoPayments();
    const stranger = await createSignedInUser(t.app);
    const theirs = await studentPdf(payment.id, stranger);
    const unknown = await studentPdf(999_999, stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json().debugMessage).toBe(PAYMENT_MESSAGES.paymentNotFound);
    expect(theirs.body).not.toContain('%PDF');
    for (const id of ['abc', '0', '-3']) expect((await studentPdf(id, stranger)).statusCode).toBe(400);
  });

  it('is for students only: staff get 403 (they use the staff PDF), no token 401', async () => {
    const { payment } = await studentWithTwoPayments();
    const res = await studentPdf(payment.id, counsellor);
    expect(res.statusCode).toBe(403);
    expect(res.json().debugMessage).toBe(STUDENT_PAYMENT_MESSAGES.studentsOnly);
    expect((await studentPdf(payment.id, null)).statusCode).toBe(401);
  });
});

describe('GET /api/staff/payments/{paymentId}/receipt.pdf', () => {
  it('gives staff the same PDF as the student, from the same figures as the JSON receipt', async () => {
    const { student, payment } = await studentWithTwoPayments();
    const receiptNumber = receiptNumberOf(payment.id, payment.createdAt);
    const staff = await staffPdf(payment.id, counsellor);
    expectPdfDownload(staff, receiptNumber);
    const json = (await call(t.app, admin, 'GET', `/api/staff/payments/${payment.id}/receipt`)).json();
    const text = await pdfText(staff.rawPayload);
    expect(text).toContain(
      `Paid to date (including this payment) INR ${json.paidToDate.toLocaleString('en-IN')}`,
    );
    expect(text).toContain('Balance after this payment INR 1,456');
    expect(text).toBe(await pdfText((await studentPdf(payment.id, student)).rawPayload));
  });

  it('refuses a student (403) and a caller without a token (401), and 404s an unknown id', async () => {
    const { student, payment } = await studentWithTwoPayments();
    expect((await staffPdf(payment.id, student)).statusCode).toBe(403);
    expect((await staffPdf(payment.id, null)).statusCode).toBe(401);
    expect((await staffPdf(999_999)).statusCode).toBe(404);
  });
});
