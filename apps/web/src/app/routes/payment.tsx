import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** Placeholder: the Payment screen arrives with its feature (replace this module's body). */
export default function PaymentRoute() {
  return <ComingSoon title="Payment" />;
}
