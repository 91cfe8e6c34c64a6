import { Navigate, useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { isEventUser } from '../../../lib/session.ts';
import { isBookableDay } from '../counselling-days.ts';
import { flowPath, isSlotTime, readFlowParams } from '../counselling-params.ts';
import { BookedSessionPage } from './booked-session-page.tsx';
import { TopicStepPage } from './topic-step-page.tsx';

/**
 * /select-topic: with a chosen day and time, the last booking step; without them, the student's own
 * session (the dashboard's Counselling card leads here when booked, §2).
 */
export function SelectTopicPage() {
  const [params] = useSearchParams();
  const flow = readFlowParams(params);

  if (isEventUser()) return <Navigate to={PATHS.dashboard} replace />;
  if (flow.date === undefined && flow.time === undefined) return <BookedSessionPage />;
  const date = flow.date ?? null;
  if (!isBookableDay(date)) {
    return <Navigate to={flowPath(PATHS.bookCounselling, { isReschedule: flow.isReschedule })} replace />;
  }
  if (!isSlotTime(flow.time)) return <Navigate to={flowPath(PATHS.sessionTime, flow)} replace />;
  return <TopicStepPage flow={{ ...flow, date, time: flow.time }} />;
}
