import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** Placeholder: the Event registration screen arrives with its feature (replace this module's body). */
export default function EventSuccessRoute() {
  return <ComingSoon title="Event registration" />;
}
