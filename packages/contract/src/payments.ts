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
});
export type TPaymentSummary = z.infer<typeof ZPaymentSummary>;
