import {
  DEPOSIT_RECEIPT_PDF_TEXTS as D,
  depositReceiptNumberOf,
  PORTAL_NAME,
  STUDENT_PAYMENT_MESSAGES,
  studentDepositReceiptPathOf,
  toIsoDate,
  ZStudentPayments,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, tuitionDeposits, users } from '../../src/schema/index.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import type { TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  call,
  createSignedInUser,
  insertCountryCourse,
  insertJourneyDocument,
  offeredStudent,
} from '../post-offer/fixtures.ts';
import { insertApplication } from '../staff/fixtures.ts';

const OFFERED = 'UNCONDITIONAL_OFFER_RECEIVED';

/** Fees & Finance → See Detail: a verified tuition deposit beside the consultancy fee, and its PDF. */
const t = useTestApp();
let counsellor: TSignedIn;
beforeAll(async () => {
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
});

const list = (who: TSignedIn) => call(t.app, who, 'GET', '/api/student/payments');
const depositPdf = (applicationId: number | string, who: TSignedIn | null) =>
  call(t.app, who, 'GET', `/api/student/payments/deposits/${applicationId}/receipt.pdf`);

type TDepositRow = typeof tuitionDeposits.$inferInsert;
/** A deposit of the application as the counsellor left it: verified unless said otherwise. */
const insertDeposit = (applicationId: number, row: Partial<TDepositRow> = {}) =>
  t.app.db.insert(tuitionDeposits).values({
    applicationId,
    amount: 5000,
    currency: 'GBP',
    dueOn: '2026-03-20',
    verified: true,
    paidAmount: 5000,
    paidOn: '2026-03-10',
    verifiedAt: new Date('2026-03-12T09:30:00Z'),
    ...row,
  });

describe('GET /api/student/payments with tuition deposits', () => {
  it('lists a deposit the counsellor verified, in its currency, with its own confirmation PDF', async () => {
    const { student, applicationId } = await offeredStudent(t.app, 'UK');
    const staffUrl = `/api/staff/applications/${applicationId}/post-offer/deposit`;
    const put = await call(t.app, counsellor, 'PUT', staffUrl, {
      amount: 5000,
      currency: 'GBP',
      dueOn: '2027-01-10',
    });
    expect(put.statusCode, put.body).toBe(200);
    // Asked for and even with proof uploaded, a deposit is not a payment until it is verified.
    await insertJourneyDocument(t.app, student, applicationId, 'TUITION_DEPOSIT_RECEIPT');
    expect(ZStudentPayments.parse((await list(student)).json()).items).toEqual([]);

    const paidOn = toIsoDate(new Date());
    const verify = await call(t.app, counsellor, 'POST', `${staffUrl}/verify`, { paidAmount: 4800, paidOn });
    expect(verify.statusCode, verify.body).toBe(200);
    const { items } = ZStudentPayments.parse((await list(student)).json());
    expect(items).toEqual([
      {
        kind: 'TUITION_DEPOSIT',
        id: applicationId,
        description: 'Tuition deposit — MSc Data UK, University of UK',
        amount: 4800,
        currency: 'GBP',
        paidOn,
        receiptNumber: depositReceiptNumberOf(applicationId, paidOn),
        mode: null,
        reference: '',
        receiptPath: studentDepositReceiptPathOf(applicationId),
      },
    ]);
    expect(items[0]?.receiptNumber).toBe(
      `DEP-${paidOn.slice(0, 4)}-${String(applicationId).padStart(6, '0')}`,
    );
  });

  it('orders deposits and fee payments newest day first, a deposit before a fee payment of the same day', async () => {
    const { student, applicationId } = await offeredStudent(t.app, 'UK');
    const canada = await insertApplication(
      t.app,
      student,
      await insertCountryCourse(t.app, 'Canada'),
      OFFERED,
    );
    await insertDeposit(applicationId, { paidOn: '2026-03-10' });
    await insertDeposit(canada.id, { currency: 'CAD', amount: 3000, paidAmount: 3000, paidOn: '2026-02-20' });
    const at = (day: string) => new Date(`${day}T06:00:00Z`);
    await t.app.db.insert(payments).values([
      { studentId: student.id, amount: 2000, recordedBy: counsellor.id, createdAt: at('2026-03-01') },
      { studentId: student.id, amount: 2956, recordedBy: counsellor.id, createdAt: at('2026-03-10') },
      { studentId: student.id, amount: 100, recordedBy: counsellor.id, createdAt: at('2026-04-02') },
    ]);
    const { items, fee } = ZStudentPayments.parse((await list(student)).json());
    expect(items.map((item) => [item.kind, item.paidOn, item.amount, item.currency])).toEqual([
      ['CONSULTANCY_FEE', '2026-04-02', 100, 'INR'],
      ['TUITION_DEPOSIT', '2026-03-10', 5000, 'GBP'],
      ['CONSULTANCY_FEE', '2026-03-10', 2956, 'INR'],
      ['CONSULTANCY_FEE', '2026-03-01', 2000, 'INR'],
      ['TUITION_DEPOSIT', '2026-02-20', 3000, 'CAD'],
    ]);
    expect(items[4]?.description).toBe('Tuition deposit — MSc Data Canada, University of Canada');
    // A deposit is paid to the university: it never counts towards the consultancy fee.
    expect(fee.paidAmount).toBe(5056);
  });

  it("leaves out a deposit not verified (asked for, or refused) and never shows another student's", async () => {
    const { student, applicationId } = await offeredStudent(t.app, 'UK');
    const refused = await insertApplication(t.app, student, await insertCountryCourse(t.app, 'UK'), OFFERED);
    await insertDeposit(applicationId, { verified: false, paidAmount: null, paidOn: null, verifiedAt: null });
    await insertDeposit(refused.id, { verified: false, rejectionReason: 'Blurred scan' });
    const other = await offeredStudent(t.app, 'Canada');
    await insertDeposit(other.applicationId, { currency: 'CAD' });
    expect(ZStudentPayments.parse((await list(student)).json()).items).toEqual([]);
    expect(ZStudentPayments.parse((await list(other.student)).json()).items.map((item) => item.id)).toEqual([
      other.applicationId,
    ]);
  });
});

describe('GET /api/student/payments/deposits/{applicationId}/receipt.pdf', () => {
  it('gives the student a PDF that confirms the deposit, its amount and currency, paid to the university', async () => {
    const { student, applicationId } = await offeredStudent(t.app, 'Canada');
    await t.app.db.update(users).set({ name: 'Asha Rao' }).where(eq(users.id, student.id));
    const [account] = await t.app.db.select().from(users).where(eq(users.id, student.id));
    await insertDeposit(applicationId, { amount: 20000, paidAmount: 19500, currency: 'CAD' });
    const receiptNumber = depositReceiptNumberOf(applicationId, '2026-03-10');
    const res = await depositPdf(applicationId, student);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${receiptNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        PORTAL_NAME,
        D.title,
        `${D.receiptNumber} ${receiptNumber}`,
        `${D.date} 12 Mar 2026, 3:00 PM IST`,
        `${D.student} Asha Rao`,
        `${D.referenceId} ${account?.referenceId}`,
        `${D.course} MSc Data Canada`,
        `${D.university} University of Canada`,
        `${D.paidOn} 10-03-2026`,
      ]),
    );
    expect(text).toContain(`${D.amount} CAD 19,500`);
    expect(text.replace(/\s+/g, ' ')).toContain(D.footer);
    // The post-offer tables do not keep who verified a deposit, so the PDF names nobody.
    expect(text).not.toContain('Received by');
  });

  it("answers one 404 for an unknown application, another student's, and a deposit not verified; 400 for a bad id", async () => {
    const mine = await offeredStudent(t.app, 'UK');
    const theirs = await offeredStudent(t.app, 'UK');
    await insertDeposit(theirs.applicationId);
    const pending = await insertApplication(
      t.app,
      mine.student,
      await insertCountryCourse(t.app, 'UK'),
      OFFERED,
    );
    await insertDeposit(pending.id, { verified: false, paidAmount: null, paidOn: null, verifiedAt: null });
    const unknown = await depositPdf(999_999, mine.student);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().debugMessage).toBe(STUDENT_PAYMENT_MESSAGES.depositNotFound);
    for (const id of [theirs.applicationId, pending.id, mine.applicationId]) {
      const res = await depositPdf(id, mine.student);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    for (const id of ['abc', '0', '-3']) expect((await depositPdf(id, mine.student)).statusCode).toBe(400);
  });

  it('is for students only: staff get 403, no token 401', async () => {
    const { applicationId } = await offeredStudent(t.app, 'UK');
    await insertDeposit(applicationId);
    const res = await depositPdf(applicationId, counsellor);
    expect(res.statusCode).toBe(403);
    expect(res.json().debugMessage).toBe(STUDENT_PAYMENT_MESSAGES.studentsOnly);
    expect((await depositPdf(applicationId, null)).statusCode).toBe(401);
  });
});
