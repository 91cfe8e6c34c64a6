import { SelectTopicPage } from '../../features/counselling/components/select-topic-page.tsx';

/**
 * /select-topic: step 3 of the counselling booking (topics, review, confirm) when a day and time are
 * chosen; otherwise the student's booked or completed session (features/counselling).
 */
export default function SelectTopicRoute() {
  return <SelectTopicPage />;
}
