import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** Placeholder: the Application Journey screen arrives with its feature (replace this module's body). */
export default function ApplicationJourneyRoute() {
  return <ComingSoon title="Application Journey" />;
}
