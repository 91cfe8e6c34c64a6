import type { TPaymentSummary } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { listPaymentsOf } from './payment-repository.ts';
import { summarisePayments } from './payment-summary.ts';

/** The §2 Payment page's summary: the fixed §9 platform fee, what staff recorded, and when it was paid. */
export async function getPaymentSummary(db: TDb, studentId: number): Promise<TPaymentSummary> {
  return summarisePayments(await listPaymentsOf(db, studentId));
}
