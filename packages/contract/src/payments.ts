import { z } from 'zod';

/**
 * GET /api/payment/summary: the §2 Payment page's summary. amount, gst and total are PLATFORM_FEE
 * (§9: 4,200 rupees, 4,956 with GST); isPaid once staff have recorded payments reaching the total.
 */
export const ZPaymentSummary = z.object({
  amount: z.number().int(),
  gst: z.number().int(),
  total: z.number().int(),
  isPaid: z.boolean(),
  /** Rupees staff have recorded for the student so far (0 before any payment). */
  paidAmount: z.number().int(),
  /** When the recorded payments reached the total (ISO timestamp); null while unpaid. */
  paidAt: z.string().nullable(),
});
export type TPaymentSummary = z.infer<typeof ZPaymentSummary>;
