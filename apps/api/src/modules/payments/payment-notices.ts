import type { TDb } from '../../db/client.ts';
import type { TNotifier } from '../notifications/index.ts';

/**
 * A payment staff recorded (inside its transaction): the student hears of it; the staff member who
 * recorded it does not (nobody is told of their own act). One notification per payment row.
 */
export async function noticePaymentRecorded(
  notifier: TNotifier,
  tx: TDb,
  payment: { id: number; studentId: number; amount: number },
): Promise<void> {
  await notifier.notify(tx, {
    recipientId: payment.studentId,
    // The platform fee is charged in rupees (PLATFORM_FEE); deposits are the post-offer journey's.
    event: {
      kind: 'PAYMENT_RECORDED',
      params: { paymentId: payment.id, amount: payment.amount, currency: 'INR' },
    },
    target: { screen: 'PAYMENTS' },
    dedupeKey: `payment-recorded:${payment.id}`,
  });
}
