import type { TPaymentSummary } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { UNPAID_SUMMARY } from '../../../test/payment-summary.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PaymentPage } from './payment-page.tsx';

const UNPAID = UNPAID_SUMMARY;
const PAID: TPaymentSummary = {
  ...UNPAID,
  isPaid: true,
  paidAmount: 4956,
  paidAt: '2026-11-25T06:30:00.000Z',
};

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => {
  fake?.restore();
  sessionStorage.clear();
});

function renderPayment(reply: TFakeReply | (() => TFakeReply)) {
  fake = installFakeApi({ 'GET /api/payment/summary': reply });
  return renderWithApp(<PaymentPage />, { route: '/payment' });
}

// Rendering Mantine in jsdom is slow on a shared machine: a generous per-test limit.
describe('Payment page (§2 Payment)', { timeout: 20_000 }, () => {
  it.each([
    ['Riya Sharma', 'Complete Your Payment, Riya Sharma!'],
    ['', 'Complete Your Payment, Dear!'],
  ])('greets %j with the §2 title and subtitle', async (name, title) => {
    sessionStorage.setItem('userName', name);
    renderPayment({ status: 200, data: UNPAID });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText("Secure your spot in the courses you've shortlisted.")).toBeInTheDocument();
  });

  it('shows the Payment Summary from the server: ₹4,200 and ₹4,956 including GST', async () => {
    renderPayment({ status: 200, data: UNPAID });
    const summary = within(await screen.findByRole('region', { name: 'Payment Summary' }));
    expect(summary.getByText('₹4,200')).toBeInTheDocument();
    expect(summary.getByText('₹4,956')).toBeInTheDocument();
    expect(summary.getByText(/including GST/)).toBeInTheDocument();
    expect(summary.getByText(/pay this fee to your counsellor, who records it/)).toBeInTheDocument();
    expect(summary.queryByText(/Received so far/)).toBeNull();
  });

  it('Pay Now opens How to pay and moves the focus there', async () => {
    renderPayment({ status: 200, data: UNPAID });
    const payNow = await screen.findByRole('button', { name: 'Pay Now' });
    expect(payNow).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How to pay' })).toBeNull();
    await userEvent.click(payNow);
    const panel = screen.getByRole('region', { name: 'How to pay' });
    expect(payNow).toHaveAttribute('aria-expanded', 'true');
    expect(payNow).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('heading', { name: 'How to pay' })).toHaveFocus();
    expect(within(panel).getByText(/Contact your counsellor to pay the fee of ₹4,956/)).toBeInTheDocument();
    expect(within(panel).getByText(/Your counsellor records your payment/)).toBeInTheDocument();
    expect(within(panel).getByText(/Apply Now/)).toBeInTheDocument();
  });

  it('shows what was received so far of a part payment', async () => {
    renderPayment({ status: 200, data: { ...UNPAID, paidAmount: 2000 } });
    expect(await screen.findByText('Received so far: ₹2,000 of ₹4,956.')).toBeInTheDocument();
  });

  it('shows the paid state: amount, India date and the way on to the shortlist', async () => {
    renderPayment({ status: 200, data: PAID });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('₹4,956')).toBeInTheDocument();
    expect(screen.getByText('Paid on 25 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Shortlisted courses' })).toHaveAttribute(
      'href',
      '/shortlisted',
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('shows a skeleton while loading, and a failure inline with a retry', async () => {
    let calls = 0;
    renderPayment(() => {
      calls += 1;
      return calls === 1 ? { status: 404, data: {} } : { status: 200, data: UNPAID };
    });
    expect(screen.getByRole('status', { name: 'Loading your payment summary' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
  });

  it.each([
    ['unpaid', UNPAID],
    ['paid', PAID],
  ])('has no serious axe violations (%s)', async (_, data) => {
    const axe = (await import('axe-core')).default;
    const { container } = renderPayment({ status: 200, data });
    // The loading line is the heading until the summary is in: wait for the summary itself.
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading your payment summary' })).toBeNull(),
    );
    if (!data.isPaid) await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
