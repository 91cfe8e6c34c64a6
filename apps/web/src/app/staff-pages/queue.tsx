import { QueuePage } from '../../features/staff-queue/components/queue-page.tsx';

export default function StaffQueuePageRoute() {
  return <QueuePage />;
}
