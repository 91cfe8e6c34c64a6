/**
 * The words of the Payment screen. §2 Payment quotes the title, the subtitle, 'Payment Summary' and 'Pay
 * Now'; the rest is ours: §2 makes Pay Now a placeholder, so the page says plainly how the fee is paid
 * (to the counsellor, who records it) and what comes next.
 */
export const PAYMENT_TEXTS = {
  /** §2: 'Complete Your Payment, {name}!', the word Dear when no name exists. */
  title: (name: string) => `Complete Your Payment, ${name.trim() || 'Dear'}!`,
  subtitle: "Secure your spot in the courses you've shortlisted.",
  summary: 'Payment Summary',
  fee: 'Platform fee',
  gst: 'GST',
  total: 'Total',
  includingGst: 'including GST',
  payNow: 'Pay Now',
  /** Ours: the one-line answer to "how do I pay?", always on screen beside Pay Now. */
  payNote: 'You pay this fee to your counsellor, who records it here for you.',
  receivedSoFar: (paid: string, total: string) => `Received so far: ${paid} of ${total}.`,
  howToPay: 'How to pay',
  howToPaySteps: (total: string) => [
    `Contact your counsellor to pay the fee of ${total}. There is no online payment in the portal yet.`,
    'Your counsellor records your payment. This page then shows “Payment received” with the date.',
    'Then press Apply Now on a shortlisted course to create your application.',
  ],
  paid: 'Payment received',
  paidOn: (date: string) => `Paid on ${date}`,
  paidNext: 'Your platform fee is paid. Apply Now on your shortlisted courses now creates your application.',
  goToShortlisted: 'Go to Shortlisted courses',
  loading: 'Loading your payment summary',
  loadFailed: 'Your payment summary could not be loaded.',
  retry: 'Try again',
} as const;
