/** Query keys of the platform fee (payment page, shortlist's Apply Now, Fees & Finance): one root, invalidated together. */
export const PAYMENT_KEYS = {
  all: ['payment'] as const,
  /** GET /api/payment/summary. */
  summary: () => [...PAYMENT_KEYS.all, 'summary'] as const,
  /** GET /api/student/payments (Fees & Finance). */
  list: () => [...PAYMENT_KEYS.all, 'list'] as const,
};
