import { TimeStepPage } from '../../features/counselling/components/time-step-page.tsx';

/** /session-time?date=: step 2 of the counselling booking, the time (features/counselling). */
export default function SessionTimeRoute() {
  return <TimeStepPage />;
}
