import { Title } from '@mantine/core';
import { MESSAGE_LIMITS, MESSAGE_TEXTS } from '@portal/contract';
import { useId } from 'react';
import { MessageThreadView } from '../../../components/messages/message-thread-view.tsx';
import { openStudentAttachment, useStudentThread } from '../hooks/use-student-thread.ts';

/**
 * The student's conversation with the consultancy ("Your counsellor" page, under the counsellor's card):
 * newest at the bottom, new messages within seconds while the tab is visible, and what is shown marked
 * read, so their counsellor sees "Seen".
 */
export function MessageThread() {
  const { thread, older, sending, loadOlder, setIsShown } = useStudentThread();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="student-messages">
      <Title order={2} size="h3" id={titleId} mb="sm">
        {MESSAGE_TEXTS.studentTitle}
      </Title>
      <MessageThreadView
        label={MESSAGE_TEXTS.threadLabel}
        emptyText={MESSAGE_TEXTS.studentEmpty}
        state={thread.data}
        loadFailed={thread.isError}
        onRetry={() => void thread.refetch()}
        onLoadOlder={loadOlder}
        isLoadingOlder={older.isPending}
        olderFailed={older.isError}
        onShownChange={setIsShown}
        onOpenAttachment={openStudentAttachment}
        composer={{
          label: MESSAGE_TEXTS.composerLabel,
          bodyMax: MESSAGE_LIMITS.bodyMax,
          onSend: (message) => sending.mutateAsync(message),
        }}
      />
    </section>
  );
}
