import { PaymentPage } from '../../features/payment/components/payment-page.tsx';

/** /payment (§2 Payment): the platform fee, and the paid state once staff have recorded it. */
export default function PaymentRoute() {
  return <PaymentPage />;
}
