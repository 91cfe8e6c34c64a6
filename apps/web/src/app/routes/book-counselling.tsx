import { DayStepPage } from '../../features/counselling/components/day-step-page.tsx';

/** /book-counselling: step 1 of the counselling booking, the day (features/counselling). */
export default function BookCounsellingRoute() {
  return <DayStepPage />;
}
