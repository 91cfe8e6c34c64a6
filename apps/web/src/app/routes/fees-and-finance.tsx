import { FeesPage } from '../../features/fees-and-finance/components/fees-page.tsx';

/** /fees-and-finance (Fees & Finance → See Detail): every payment the student made, with its receipt. */
export default function FeesAndFinanceRoute() {
  return <FeesPage />;
}
