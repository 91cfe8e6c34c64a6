import { Title } from '@mantine/core';
import { MESSAGE_TEXTS } from '@portal/contract';
import { useId } from 'react';
import { MessageThreadView } from '../../../components/messages/message-thread-view.tsx';
import { openStudentAttachment, useStudentThread } from '../hooks/use-student-thread.ts';

/**
 * The student's conversation with the consultancy ("Your counsellor" page, under the counsellor's card):
 * newest at the bottom, new messages within seconds while the tab is visible, and what is shown marked
 * read, so their counsellor sees "Seen".
 */
export function MessageThread() {
  const { view } = useStudentThread();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="student-messages">
      <Title order={2} size="h3" id={titleId} mb="sm">
        {MESSAGE_TEXTS.studentTitle}
      </Title>
      <MessageThreadView
        label={MESSAGE_TEXTS.threadLabel}
        emptyText={MESSAGE_TEXTS.studentEmpty}
        {...view}
        onOpenAttachment={openStudentAttachment}
      />
    </section>
  );
}
