import { PLATFORM_FEE, type TPaymentSummary } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { isPlatformFeePaid } from './payment-repository.ts';

/** The §2 Payment page's summary: the fixed §9 platform fee and whether staff recorded it as paid. */
export async function getPaymentSummary(db: TDb, studentId: number): Promise<TPaymentSummary> {
  return {
    amount: PLATFORM_FEE.amount,
    gst: PLATFORM_FEE.gst,
    total: PLATFORM_FEE.total,
    isPaid: await isPlatformFeePaid(db, studentId),
  };
}
