import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type TMessagesSlotProps = { studentId: number; studentName: string };

const MessagesSlotContext = createContext<ComponentType<TMessagesSlotProps> | null>(null);

/**
 * The student page (staff/features/student) draws the student's message thread, which is a feature of its
 * own (staff/features/messages): features do not import each other, so the page module passes the thread
 * in here, as it passes the document slots and the post-offer panels.
 */
export function MessagesSlotProvider({
  thread,
  children,
}: {
  thread: ComponentType<TMessagesSlotProps>;
  children: ReactNode;
}) {
  return <MessagesSlotContext value={thread}>{children}</MessagesSlotContext>;
}

/** The thread of one student, or nothing where no page module provided one. */
export function MessagesSlot(props: TMessagesSlotProps) {
  const Thread = useContext(MessagesSlotContext);
  return Thread ? <Thread {...props} /> : null;
}
