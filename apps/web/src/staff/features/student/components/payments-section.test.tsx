import { PAYMENT_MESSAGES, STAFF_MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, type installFakeApi, type TFakeReply } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { signedInFakeApi } from '../../../../test/signed-in-fake-api.ts';
import { paymentOf, staffDetailOf } from '../test/shortlist-payment-application-fixtures.ts';
import { PaymentsSection } from './payments-section.tsx';

const PART_PAID = staffDetailOf({
  payment: {
    ...staffDetailOf().payment,
    paidAmount: 2000,
    totalPaid: 2000,
    outstanding: 2956,
    payments: [paymentOf(12, { amount: 2000, mode: 'UPI', reference: 'UTR123' })],
  },
});
const FULLY_PAID = staffDetailOf({
  payment: {
    ...staffDetailOf().payment,
    isPaid: true,
    paidAmount: 4956,
    paidAt: '2026-11-25T06:30:00.000Z',
    totalPaid: 4956,
    outstanding: 0,
    payments: [
      paymentOf(12, { amount: 2000 }),
      paymentOf(13, { amount: 2956, mode: 'CASH', reference: '', createdAt: '2026-11-25T06:30:00.000Z' }),
    ],
  },
});

let fake: ReturnType<typeof installFakeApi>;
const { notifier, install } = signedInFakeApi();

function renderSection(detail = PART_PAID, reply?: TFakeReply | (() => Promise<TFakeReply>)) {
  fake = install(reply ? { 'POST /api/staff/students/41/payments': reply } : {});
  return renderWithApp(<PaymentsSection detail={detail} />, { notifier });
}

const posts = () => fake.requests.filter((request) => request.method === 'POST');
const form = () => within(screen.getByRole('form', { name: 'Record a payment' }));

async function fill(amount: string, mode: string, reference = '') {
  if (amount) await userEvent.type(form().getByRole('textbox', { name: /Amount \(₹\)/ }), amount);
  await userEvent.selectOptions(form().getByRole('combobox', { name: 'Mode' }), mode);
  if (reference) await userEvent.type(form().getByRole('textbox', { name: /Reference/ }), reference);
}

describe('Payments section (staff student page)', { timeout: 20_000 }, () => {
  it('is the #payments region: paid of ₹4,956 and the balance, in Indian figures', () => {
    renderSection();
    const region = screen.getByRole('region', { name: 'Payments' });
    expect(region).toHaveAttribute('id', 'payments');
    expect(within(region).getByText('Paid ₹2,000 of ₹4,956')).toBeInTheDocument();
    expect(within(region).getByText('Balance ₹2,956')).toBeInTheDocument();
  });

  it('lists each payment with date (India time), amount, mode, reference, who recorded it and its receipt', () => {
    renderSection();
    const table = within(screen.getByRole('table', { name: 'Payments recorded' }));
    const [, row] = table.getAllByRole('row');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '20 Nov 2026, 12:00 PM IST',
      '₹2,000',
      'UPI',
      'UTR123',
      'Meera Counsellor',
      'Receipt',
    ]);
    // Each row's link says whose receipt it is (a row of links all named "Receipt" tells a screen reader nothing).
    expect(table.getByRole('link', { name: 'Receipt RCPT-2026-000012' })).toHaveAttribute(
      'href',
      '/staff/receipts/12',
    );
  });

  it('offers the modes of the contract, cash first', () => {
    renderSection();
    const options = within(form().getByRole('combobox', { name: 'Mode' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Cash',
      'UPI',
      'Bank transfer',
      'Card',
      'Cheque',
    ]);
  });

  it.each([
    ['', 'Cash', '', PAYMENT_MESSAGES.amountFormInvalid],
    ['0', 'Cash', '', PAYMENT_MESSAGES.amountFormInvalid],
    ['12.5', 'Cash', '', PAYMENT_MESSAGES.amountFormInvalid],
    ['two thousand', 'Cash', '', PAYMENT_MESSAGES.amountFormInvalid],
    ['3000', 'Cash', '', STAFF_MESSAGES.amountExceedsBalance(2956)],
    ['5000', 'Cash', '', STAFF_MESSAGES.amountExceedsBalance(2956)],
    ['500', 'UPI', '', PAYMENT_MESSAGES.referenceRequired],
    ['500', 'Cheque', 'no#1', PAYMENT_MESSAGES.referenceInvalid],
  ])(
    'refuses amount %j by %s with reference %j before sending: %s',
    async (amount, mode, reference, message) => {
      renderSection();
      await fill(amount, mode, reference);
      await userEvent.click(form().getByRole('button', { name: 'Record payment' }));
      expect(await form().findByText(message)).toBeInTheDocument();
      expect(form().queryByText(STAFF_MESSAGES.amountInvalid)).toBeNull();
      expect(posts()).toEqual([]);
    },
  );

  it('records once on a double click, toasts and empties the form', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderSection(PART_PAID, async () => {
      await answered;
      return { status: 201, data: FULLY_PAID.payment };
    });
    await fill('2956', 'UPI', ' UTR 998877 ');
    await userEvent.dblClick(form().getByRole('button', { name: 'Record payment' }));
    answer();
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Payment recorded.'));
    expect(posts().map((request) => request.data)).toEqual([
      { amount: 2956, mode: 'UPI', reference: 'UTR 998877' },
    ]);
    expect(form().getByRole('textbox', { name: /Amount/ })).toHaveValue('');
  });

  it.each([
    [400, 'BAD_REQUEST', STAFF_MESSAGES.amountExceedsBalance(956)],
    [409, 'CONFLICT', STAFF_MESSAGES.alreadyPaid],
  ])('shows the server refusal (%i) under the form', async (status, code, message) => {
    renderSection(PART_PAID, async () => ({ status, data: apiErrorBody(code, message) }));
    await fill('2000', 'Cash');
    await userEvent.click(form().getByRole('button', { name: 'Record payment' }));
    expect(await form().findByRole('alert')).toHaveTextContent(message);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('once paid in full, says when instead of offering the form', () => {
    renderSection(FULLY_PAID);
    expect(screen.getByText('Paid in full on 25 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Balance ₹0')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record a payment' })).toBeNull();
    const receipts = screen.getAllByRole('link', { name: /^Receipt RCPT-2026-\d{6}$/ });
    expect(new Set(receipts.map((link) => link.textContent && link.getAttribute('aria-label'))).size).toBe(2);
    expect(screen.getByRole('cell', { name: '—' })).toBeInTheDocument();
  });

  it('says when nothing was paid yet', () => {
    renderSection(staffDetailOf());
    expect(screen.getByText('Paid ₹0 of ₹4,956')).toBeInTheDocument();
    expect(screen.getByText('No payments recorded yet.')).toBeInTheDocument();
  });
});
