import { PAYMENT_MODE_LABELS, type TPaymentMode } from '@portal/contract';

/**
 * The words of Fees & Finance (the dashboard card's See Detail). Ours: §4 names the card and its link,
 * not this screen.
 */
export const FEES_TEXTS = {
  title: 'Fees & Finance',
  subtitle: 'Every payment you have made, with a receipt you can download.',
  feeHeading: 'Consultancy fee',
  feeTotal: 'Total (including GST)',
  feePaid: 'Paid',
  feeBalance: 'Balance',
  feePaidInFull: 'Paid in full',
  payBalance: 'Pay the balance',
  paymentsHeading: 'Your payments',
  paidOn: (date: string) => `Paid on ${date}`,
  receiptNumber: (number: string) => `Receipt ${number}`,
  howPaid: (mode: TPaymentMode | null, reference: string) =>
    [mode ? PAYMENT_MODE_LABELS[mode] : '', reference].filter(Boolean).join(' · '),
  download: 'Download receipt (PDF)',
  downloading: 'Downloading…',
  /** The button's accessible name: which receipt, since every row has one. */
  downloadLabel: (what: string, date: string) => `Download receipt (PDF): ${what}, ${date}`,
  downloadFailed: 'The receipt could not be downloaded. Check your connection and try again.',
  noReceipt: 'No receipt from the portal for this payment.',
  emptyTitle: 'No payments yet',
  emptyText: 'When your counsellor records a payment, it shows here with its receipt.',
  payNow: 'Pay Now',
  loading: 'Loading your payments',
  loadFailed: 'Your payments could not be loaded.',
  retry: 'Retry',
} as const;
