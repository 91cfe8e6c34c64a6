import { Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { MESSAGE_TEXTS, type TStaffQueue } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { formatDay } from '../../../components/format-india-time.ts';
import { MarkCompletedDialog } from '../../../components/mark-completed-dialog.tsx';
import { WhoseFilter } from '../../../components/whose-filter.tsx';
import { readDay, readMine, STAFF_SEARCH_PARAMS, withParams } from '../../../lib/staff-search-params.ts';
import { isMineByDefault, useSignedInStaff } from '../../../lib/use-signed-in-staff.ts';
import { useQueue } from '../api/get-queue.ts';
import { STAFF_QUEUE_KEYS } from '../api/staff-queue-keys.ts';
import { QUEUE_TEXTS } from '../queue-texts.ts';
import { DocumentsList } from './documents-list.tsx';
import { QueueSection } from './queue-section.tsx';
import { SessionsFilter } from './sessions-filter.tsx';
import { SessionsList } from './sessions-list.tsx';
import { UnansweredMessages } from './unanswered-messages.tsx';
import { UnpaidList } from './unpaid-list.tsx';
import { WaitingApplications } from './waiting-applications.tsx';
import './queue.css';

type TSession = TStaffQueue['sessions'][number];

/**
 * /staff, the console's home: what needs doing now, each item a link into the student.
 * "My students" (a counsellor's default) or "All students" (an admin's) is kept in the address.
 */
export function QueuePage() {
  const [params, setParams] = useSearchParams();
  const { role } = useSignedInStaff();
  const isMine = readMine(params, isMineByDefault(role));
  const day = readDay(params);
  const queue = useQueue(isMine, day);
  const queryClient = useQueryClient();
  const [completing, setCompleting] = useState<TSession | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  // The session this tab just completed: its row takes the focus from the button that disappears.
  const [completedBookingId, setCompletedBookingId] = useState<number | null>(null);
  const data = queue.data;
  const unpaidEmpty =
    data?.isAnyoneCounselled === true
      ? QUEUE_TEXTS.unpaidEmpty
      : data?.isAnyoneCounselled === false
        ? QUEUE_TEXTS.unpaidNobodyCounselled
        : QUEUE_TEXTS.unpaidNone;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {QUEUE_TEXTS.title}
        </Title>
        <WhoseFilter
          label={QUEUE_TEXTS.whose}
          isMine={isMine}
          onChange={(mine) => setParams(withParams(params, { [STAFF_SEARCH_PARAMS.mine]: String(mine) }))}
        />
      </Group>

      {queue.isError ? (
        <LoadFailedAlert
          title={QUEUE_TEXTS.loadFailed}
          retryLabel={QUEUE_TEXTS.retry}
          onRetry={() => void queue.refetch()}
        />
      ) : (
        <div className="queue-grid" aria-busy={queue.isPending}>
          {queue.isPending && <VisuallyHidden role="status">{QUEUE_TEXTS.loading}</VisuallyHidden>}
          <QueueSection
            title={QUEUE_TEXTS.sessions}
            shown={data?.sessions.length}
            emptyText={day ? QUEUE_TEXTS.sessionsEmptyOn(formatDay(day)) : QUEUE_TEXTS.sessionsEmpty}
            tools={
              <SessionsFilter
                day={day}
                onChange={(next) => setParams(withParams(params, { [STAFF_SEARCH_PARAMS.day]: next }))}
              />
            }
          >
            <SessionsList
              sessions={data?.sessions ?? []}
              focusBookingId={completedBookingId}
              onMarkCompleted={(session) => {
                setCompleting(session);
                setIsDialogOpen(true);
              }}
            />
          </QueueSection>
          <QueueSection
            title={MESSAGE_TEXTS.queueTitle}
            // An older server sends no such list: nothing waiting, rather than a placeholder forever.
            shown={data ? (data.unansweredMessages?.items.length ?? 0) : undefined}
            total={data?.unansweredMessages?.total}
            emptyText={MESSAGE_TEXTS.queueEmpty}
          >
            <UnansweredMessages threads={data?.unansweredMessages?.items ?? []} />
          </QueueSection>
          <QueueSection
            title={QUEUE_TEXTS.documents}
            shown={data?.documentsToReview.items.length}
            total={data?.documentsToReview.total}
            emptyText={QUEUE_TEXTS.documentsEmpty}
          >
            <DocumentsList documents={data?.documentsToReview.items ?? []} />
          </QueueSection>
          <QueueSection
            title={QUEUE_TEXTS.unpaid}
            shown={data?.counselledNotPaid.items.length}
            total={data?.counselledNotPaid.total}
            emptyText={unpaidEmpty}
          >
            <UnpaidList students={data?.counselledNotPaid.items ?? []} />
          </QueueSection>
          <QueueSection
            title={QUEUE_TEXTS.applications}
            shown={data?.applicationsWaiting.items.length}
            total={data?.applicationsWaiting.total}
            emptyText={QUEUE_TEXTS.applicationsEmpty}
          >
            <WaitingApplications applications={data?.applicationsWaiting.items ?? []} />
          </QueueSection>
        </div>
      )}

      {/* Always mounted, so the dialog sees itself open and gives the focus back to the row's button. */}
      <MarkCompletedDialog
        studentId={completing?.studentId ?? 0}
        studentName={completing?.studentName ?? ''}
        session={completing ?? undefined}
        opened={isDialogOpen && completing !== null}
        onClose={() => setIsDialogOpen(false)}
        onCompleted={() => {
          setCompletedBookingId(completing?.bookingId ?? null);
          void queryClient.invalidateQueries({ queryKey: STAFF_QUEUE_KEYS.all });
        }}
      />
    </Stack>
  );
}
