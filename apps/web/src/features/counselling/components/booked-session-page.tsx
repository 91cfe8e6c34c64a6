import { Anchor, Button, Group, VisuallyHidden } from '@mantine/core';
import { COUNSELLING_TOPICS, type TCounsellingBooking, type TDashboardCardView } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { studentProgressOf } from '../../../lib/api/dashboard-flags.ts';
import { DASHBOARD_KEYS } from '../../../lib/api/dashboard-keys.ts';
import { useCanOpenDashboard } from '../../../lib/api/get-dashboard.ts';
import { COUNSELLOR_LINK } from '../../../lib/counsellor-link.ts';
import { PATHS } from '../../../lib/paths.ts';
import { storeCounsellingBooked } from '../../../lib/session.ts';
import { useCancelCounselling } from '../api/cancel-counselling.ts';
import { COUNSELLING_KEYS } from '../api/counselling-keys.ts';
import { useCounsellingBooking } from '../api/get-counselling-booking.ts';
import { dayNameOf } from '../counselling-days.ts';
import { flowPath } from '../counselling-params.ts';
import { COUNSELLING_TEXTS } from '../counselling-texts.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { CounsellingStep } from './counselling-step.tsx';

const TEXTS = COUNSELLING_TEXTS.booked;
const topicName = (id: string) => COUNSELLING_TOPICS.find((topic) => topic.id === id)?.name ?? id;

/**
 * /select-topic without a chosen slot: the student's session. Booked: when, what about, Reschedule and
 * Cancel session; completed: 'Counselling Completed!' and 'Rebook Now' (§2); never booked (or
 * cancelled): the booking flow.
 */
export function BookedSessionPage() {
  const booking = useCounsellingBooking();

  if (booking.isPending) return <BookedSessionSkeleton />;
  if (booking.isError) {
    return (
      <CounsellingStep title={TEXTS.title}>
        <LoadFailedAlert
          title={TEXTS.loadFailed}
          retryLabel={COUNSELLING_TEXTS.retry}
          onRetry={() => void booking.refetch()}
        />
      </CounsellingStep>
    );
  }
  const session = booking.data;
  if (session?.status === 'COMPLETED') return <CompletedSession />;
  if (session?.status !== 'BOOKED') return <Navigate to={PATHS.bookCounselling} replace />;
  return <UpcomingSession session={session} />;
}

function UpcomingSession({ session }: { session: TCounsellingBooking }) {
  const [isAsking, setIsAsking] = useState(false);
  const cancel = useCancelCounselling();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dashboardPath = useDashboardPath();

  const cancelSession = () => {
    setIsAsking(false);
    cancel.mutate(undefined, {
      onSuccess: () => {
        // A session that took place still opens the dashboard (isCounsellingBookedIn): the flag stays set
        // when the cards say so; not knowing, it is cleared and the dashboard guard asks the server. The
        // dashboard read that follows writes the server's answer.
        const cards = queryClient.getQueryData<TDashboardCardView[]>(DASHBOARD_KEYS.all);
        storeCounsellingBooked(cards ? studentProgressOf(cards).isCounsellingCompleted : false);
        void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEYS.all });
        void queryClient.invalidateQueries({ queryKey: COUNSELLING_KEYS.all });
        void navigate(PATHS.bookCounselling);
      },
    });
  };

  return (
    <CounsellingStep
      title={TEXTS.title}
      intro={
        <>
          {TEXTS.intro}{' '}
          <Anchor component={Link} to={COUNSELLOR_LINK.to} fw={600}>
            {COUNSELLOR_LINK.label}
          </Anchor>
        </>
      }
      backTo={dashboardPath}
      backLabel={TEXTS.toDashboard}
    >
      <section className="session-review" aria-label={TEXTS.title}>
        <dl className="session-review__facts">
          <div>
            <dt>{COUNSELLING_TEXTS.topic.date}</dt>
            <dd>{dayNameOf(session.date)}</dd>
          </div>
          <div>
            <dt>{COUNSELLING_TEXTS.topic.time}</dt>
            <dd>{COUNSELLING_TEXTS.timeIst(session.time)}</dd>
          </div>
          <div>
            <dt>{COUNSELLING_TEXTS.topic.length}</dt>
            <dd>{COUNSELLING_TEXTS.topic.duration}</dd>
          </div>
          <div>
            <dt>{TEXTS.topics}</dt>
            <dd>{session.topics.map(topicName).join(', ')}</dd>
          </div>
        </dl>
      </section>
      <AddToCalendar />
      <Group className="counselling-actions">
        <Button
          size="lg"
          className="counselling-primary"
          component={Link}
          to={flowPath(PATHS.bookCounselling, { date: session.date, isReschedule: true })}
        >
          {TEXTS.reschedule}
        </Button>
        <Button
          size="lg"
          variant="default"
          className="counselling-primary"
          loading={cancel.isPending}
          onClick={() => setIsAsking(true)}
        >
          {TEXTS.cancel}
        </Button>
      </Group>
      <ConfirmDialog
        isOpen={isAsking}
        title={COUNSELLING_TEXTS.cancelDialog.title}
        message={COUNSELLING_TEXTS.cancelDialog.message}
        confirmLabel={COUNSELLING_TEXTS.cancelDialog.confirm}
        cancelLabel={COUNSELLING_TEXTS.cancelDialog.keep}
        onConfirm={cancelSession}
        onCancel={() => setIsAsking(false)}
      />
    </CounsellingStep>
  );
}

function CompletedSession() {
  const dashboardPath = useDashboardPath();
  return (
    <CounsellingStep
      title={COUNSELLING_TEXTS.completed.title}
      intro={COUNSELLING_TEXTS.completed.intro}
      backTo={dashboardPath}
      backLabel={TEXTS.toDashboard}
    >
      <Group className="counselling-actions">
        <Button size="lg" className="counselling-primary" component={Link} to={PATHS.bookCounselling}>
          {COUNSELLING_TEXTS.completed.rebook}
        </Button>
      </Group>
    </CounsellingStep>
  );
}

/** The way out to the dashboard, for a student who may open it (§2; the server's answer once read). */
const useDashboardPath = () => (useCanOpenDashboard() ? PATHS.dashboard : undefined);

/** While the session loads: the page's frame and a review box of the booked view's size. */
function BookedSessionSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={TEXTS.loading} className="counselling-page">
      {/* The page's heading comes with the session: the loading line stands in for it. */}
      <VisuallyHidden component="h1">{TEXTS.loading}</VisuallyHidden>
      <div className="counselling-page__top" />
      <div className="counselling-skeleton counselling-skeleton--title" />
      <div className="counselling-skeleton counselling-skeleton--line" />
      <div className="counselling-skeleton counselling-skeleton--line" />
      <div className="counselling-page__body">
        <div className="counselling-skeleton counselling-skeleton--review" />
      </div>
    </div>
  );
}
