import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contrastOf } from '../../../test/contrast.ts';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { depositItemOf, feeItemOf, paymentsOf } from '../fees-fixtures.ts';
import { FeesPage } from './fees-page.tsx';

const LIST = 'GET /api/student/payments';
const PDF = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

const PART_PAID = paymentsOf(
  [
    feeItemOf(12, {
      amount: 1500,
      paidOn: '2026-11-25',
      mode: 'UPI',
      reference: 'UTR 889911',
      receiptNumber: 'RCPT-2026-000012',
    }),
    feeItemOf(7, { amount: 2000, paidOn: '2026-11-20', receiptNumber: 'RCPT-2026-000007' }),
  ],
  3500,
);

let fake: ReturnType<typeof installFakeApi>;
let saved: string[];
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 'signed.jwt.token');
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
});
afterEach(() => {
  fake?.restore();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderFees(routes: Record<string, TFakeReply | (() => TFakeReply)>) {
  fake = installFakeApi(routes);
  return renderWithApp(<FeesPage />, { route: '/fees-and-finance' });
}
const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

// Rendering Mantine in jsdom is slow on a shared machine: a generous per-test limit.
describe('Fees & Finance', { timeout: 20_000 }, () => {
  it('lists every payment newest first with the fee total, paid and balance', async () => {
    renderFees({ [LIST]: { status: 200, data: PART_PAID } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fees & Finance' })).toBeInTheDocument();
    const fee = within(screen.getByRole('region', { name: 'Consultancy fee' }));
    expect(fee.getByText('Total (including GST)').nextSibling).toHaveTextContent('₹4,956');
    expect(fee.getByText('Paid').nextSibling).toHaveTextContent('₹3,500');
    expect(fee.getByText('Balance').nextSibling).toHaveTextContent('₹1,456');
    expect(fee.getByRole('link', { name: 'Pay the balance' })).toHaveAttribute('href', '/payment');

    const [newest, older] = rows();
    if (!newest || !older) throw new Error('two rows expected');
    expect(newest).toHaveTextContent('Consultancy fee');
    expect(newest).toHaveTextContent('₹1,500');
    expect(newest).toHaveTextContent('Paid on 25 November 2026');
    expect(newest).toHaveTextContent('UPI · UTR 889911 · Receipt RCPT-2026-000012');
    expect(older).toHaveTextContent('₹2,000');
    expect(older).toHaveTextContent('Cash · Receipt RCPT-2026-000007');
    expect(
      within(newest).getByRole('button', {
        name: 'Download receipt (PDF): Consultancy fee, 25 November 2026',
      }),
    ).toBeInTheDocument();
  });

  it('shows a tuition deposit in its own currency, and says when the portal has no receipt for it', async () => {
    const deposit = feeItemOf(3, {
      kind: 'TUITION_DEPOSIT',
      description: 'Tuition deposit — MSc Data Science, University of Leeds',
      amount: 2500,
      currency: 'GBP',
      paidOn: '2026-12-01',
      receiptNumber: null,
      mode: 'BANK_TRANSFER',
      reference: 'SWIFT 42',
      receiptPath: null,
    });
    renderFees({
      [LIST]: { status: 200, data: paymentsOf([deposit, feeItemOf(1, { amount: 4956 })], 4956) },
    });
    const [first] = await screen.findAllByRole('listitem');
    if (!first) throw new Error('row expected');
    expect(first).toHaveTextContent('Tuition deposit — MSc Data Science, University of Leeds');
    expect(first).toHaveTextContent('£2,500');
    expect(first).toHaveTextContent('Bank transfer · SWIFT 42');
    expect(within(first).queryByRole('button')).toBeNull();
    expect(first).toHaveTextContent('No receipt from the portal for this payment.');
    const fee = within(screen.getByRole('region', { name: 'Consultancy fee' }));
    expect(fee.getByText('Paid in full')).toBeInTheDocument();
    expect(fee.queryByRole('link')).toBeNull();
  });

  it('shows a verified deposit in its currency with no mode, and downloads its confirmation', async () => {
    renderFees({
      [LIST]: {
        status: 200,
        data: paymentsOf([depositItemOf(42), depositItemOf(9, { amount: 5000, currency: 'GBP' })], 0),
      },
      'GET /api/student/payments/deposits/42/receipt.pdf': { status: 200, data: PDF },
    });
    const [canada, uk] = await screen.findAllByRole('listitem');
    if (!canada || !uk) throw new Error('two rows expected');
    expect(canada).toHaveTextContent('Tuition deposit — MSc Data Science, University of Toronto');
    expect(canada).toHaveTextContent('CA$20,000');
    expect(canada).toHaveTextContent('Paid on 1 December 2026');
    // No mode and no reference: the meta line is the confirmation number alone.
    expect(canada.querySelector('.fees-row__meta')).toHaveTextContent(/^Receipt DEP-2026-000042$/);
    expect(uk).toHaveTextContent('£5,000');
    await userEvent.click(
      within(canada).getByRole('button', {
        name: 'Download receipt (PDF): Tuition deposit — MSc Data Science, University of Toronto, 1 December 2026',
      }),
    );
    await waitFor(() => expect(saved).toEqual(['DEP-2026-000042.pdf blob:receipt']));
    const request = fake.requests.find((r) => r.url === '/api/student/payments/deposits/42/receipt.pdf');
    expect(request?.headers.Authorization).toBe('Bearer signed.jwt.token');
  });

  it('writes "Paid in full" in colours that meet WCAG AA (4.5:1)', async () => {
    renderFees({ [LIST]: { status: 200, data: paymentsOf([feeItemOf(1, { amount: 4956 })], 4956) } });
    const fee = within(await screen.findByRole('region', { name: 'Consultancy fee' }));
    const badge = fee.getByText('Paid in full').closest('.mantine-Badge-root') as HTMLElement;
    const style = badge.style;
    expect(
      contrastOf(style.getPropertyValue('--badge-color'), style.getPropertyValue('--badge-bg')),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('downloads a receipt with the token and saves it under its receipt number', async () => {
    renderFees({
      [LIST]: { status: 200, data: PART_PAID },
      'GET /api/student/payments/12/receipt.pdf': { status: 200, data: PDF },
    });
    const [newest] = await screen.findAllByRole('listitem');
    if (!newest) throw new Error('row expected');
    await userEvent.click(within(newest).getByRole('button', { name: /^Download receipt \(PDF\)/ }));
    await waitFor(() => expect(saved).toEqual(['RCPT-2026-000012.pdf blob:receipt']));
    const request = fake.requests.find((r) => r.url === '/api/student/payments/12/receipt.pdf');
    expect(request?.headers.Authorization).toBe('Bearer signed.jwt.token');
    expect(URL.createObjectURL).toHaveBeenCalledWith(PDF);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so beside the button when a receipt cannot be downloaded, and a second press tries again', async () => {
    let fails = true;
    renderFees({
      [LIST]: { status: 200, data: PART_PAID },
      'GET /api/student/payments/7/receipt.pdf': () =>
        fails
          ? { status: 500, data: apiErrorBody('INTERNAL_SERVER_ERROR', 'boom') }
          : { status: 200, data: PDF },
    });
    await screen.findAllByRole('listitem');
    const older = rows()[1];
    if (!older) throw new Error('row expected');
    const button = within(older).getByRole('button', { name: /^Download receipt \(PDF\)/ });
    await userEvent.click(button);
    expect(await within(older).findByRole('alert')).toHaveTextContent(
      'The receipt could not be downloaded. Check your connection and try again.',
    );
    expect(saved).toEqual([]);
    fails = false;
    await userEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['RCPT-2026-000007.pdf blob:receipt']));
    expect(within(older).queryByRole('alert')).toBeNull();
  });

  it('shows "No payments yet" with Pay Now before anything is paid', async () => {
    renderFees({ [LIST]: { status: 200, data: paymentsOf([], 0) } });
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/payment');
    expect(screen.queryByRole('list')).toBeNull();
    const fee = within(screen.getByRole('region', { name: 'Consultancy fee' }));
    expect(fee.getByText('Balance').nextSibling).toHaveTextContent('₹4,956');
    expect(fee.queryByRole('link')).toBeNull();
  });

  it('shows a skeleton while loading, and a failure with Retry that asks again', async () => {
    let calls = 0;
    renderFees({
      [LIST]: () => {
        calls += 1;
        // A 404 is not retried by the app's client: the failure shows at once.
        return calls === 1 ? { status: 404, data: {} } : { status: 200, data: PART_PAID };
      },
    });
    expect(screen.getByRole('status', { name: 'Loading your payments' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByText('Your payments could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fees & Finance' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(calls).toBe(2);
  });

  it.each([
    ['filled', PART_PAID],
    ['empty', paymentsOf([], 0)],
  ])('has no serious axe violations (%s)', async (_, data) => {
    const axe = (await import('axe-core')).default;
    const { container } = renderFees({ [LIST]: { status: 200, data } });
    await screen.findByRole('heading', { level: 1, name: 'Fees & Finance' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
