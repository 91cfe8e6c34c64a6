import { PreDeparturePage } from '../../features/post-offer/components/pre-departure-page.tsx';

/** /pre-departure: pre-departure events (Register, Give feedback) and each application's checklist. */
export default function PreDepartureRoute() {
  return <PreDeparturePage />;
}
