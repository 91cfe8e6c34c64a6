import fs from 'node:fs';
import path from 'node:path';
import { PAYMENT_MESSAGES, type TPaymentReceipt } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { ReceiptPage } from './receipt-page.tsx';

const RECEIPT: TPaymentReceipt = {
  receiptNumber: 'RCPT-2026-000012',
  paymentId: 12,
  student: { id: 41, name: 'Asha Rao', referenceId: 'SA-000041', mobileNumber: '9876543210' },
  amount: 2000,
  mode: 'BANK_TRANSFER',
  reference: 'UTR123',
  recordedBy: { id: 3, name: 'Meera Counsellor' },
  // 23:45 UTC: already the next day in India.
  createdAt: '2026-11-19T23:45:00.000Z',
  fee: { amount: 4200, gst: 756, total: 4956 },
  paidToDate: 2000,
  balanceAfter: 2956,
};

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  localStorage.setItem('token', 't');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => fake?.restore());

function renderReceipt(reply: TFakeReply, paymentId = '12') {
  fake = installFakeApi({ 'GET /api/staff/payments/12/receipt': reply });
  return renderWithApp(
    <Routes>
      <Route path="/staff/receipts/:paymentId" element={<ReceiptPage />} />
    </Routes>,
    { route: `/staff/receipts/${paymentId}` },
  );
}

/** The receipt's facts as name → value. */
const factsOnPage = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('Payment receipt (/staff/receipts/:paymentId)', { timeout: 20_000 }, () => {
  it('shows every figure of the receipt: fee breakdown, India time, balance after', async () => {
    renderReceipt({ status: 200, data: RECEIPT });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
    await screen.findByText('RCPT-2026-000012');
    expect(factsOnPage()).toEqual({
      'Receipt number': 'RCPT-2026-000012',
      Student: 'Asha Rao',
      'Reference ID': 'SA-000041',
      Mobile: '+91 98765 43210',
      Date: '20 Nov 2026, 5:15 AM IST',
      'Amount received': '₹2,000',
      Mode: 'Bank transfer',
      Reference: 'UTR123',
      'Recorded by': 'Meera Counsellor',
      'Platform fee': '₹4,200 + GST ₹756 = ₹4,956',
      'Paid to date': '₹2,000',
      'Balance after this payment': '₹2,956',
    });
    expect(document.title).toBe('Payment receipt | Staff console');
  });

  it('prints with the browser and leads back to the student', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderReceipt({ status: 200, data: { ...RECEIPT, mode: 'CASH', reference: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(factsOnPage().Reference).toBe('—');
    expect(screen.getByRole('link', { name: 'Back to student' })).toHaveAttribute(
      'href',
      '/staff/students/41',
    );
  });

  it('keeps the buttons out of print (the print stylesheet hides their row)', async () => {
    renderReceipt({ status: 200, data: RECEIPT });
    const print = await screen.findByRole('button', { name: 'Print' });
    expect(print.closest('.receipt__actions')).not.toBeNull();
    const css = fs.readFileSync(path.join(import.meta.dirname, 'receipt.css'), 'utf8');
    expect(css).toMatch(/@media print\s*{\s*\.receipt__actions[^}]*display:\s*none;/);
  });

  it('says a payment does not exist (404) and sends back to the students', async () => {
    renderReceipt({ status: 404, data: apiErrorBody('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound) });
    expect(await screen.findByText('Receipt not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to students' })).toHaveAttribute('href', '/staff/students');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('asks nothing for an address that names no payment', () => {
    renderReceipt({ status: 200, data: RECEIPT }, 'abc');
    expect(screen.getByText('Receipt not found')).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it('offers Try again when the receipt could not be loaded', async () => {
    let calls = 0;
    fake = installFakeApi({
      'GET /api/staff/payments/12/receipt': () => {
        calls += 1;
        return calls === 1
          ? { status: 400, data: apiErrorBody('BAD_REQUEST', 'x') }
          : { status: 200, data: RECEIPT };
      },
    });
    renderWithApp(
      <Routes>
        <Route path="/staff/receipts/:paymentId" element={<ReceiptPage />} />
      </Routes>,
      { route: '/staff/receipts/12' },
    );
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('RCPT-2026-000012')).toBeInTheDocument();
  });
});
