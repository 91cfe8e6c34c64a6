import { EventSuccessScreen } from '../../features/events/components/event-success-screen.tsx';

/** /event-success (§2 Event registration success): where an event sign-in leads. */
export default function EventSuccessRoute() {
  return <EventSuccessScreen />;
}
