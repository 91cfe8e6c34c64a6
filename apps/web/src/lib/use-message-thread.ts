import { MESSAGE_LIMITS, MESSAGE_TEXTS } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  mergePage,
  newestUnreadId,
  type TOutgoingMessage,
  type TThreadMessage,
  type TThreadPage,
  type TThreadState,
} from '../components/messages/message-models.ts';
import { MESSAGE_THREAD_KEYS } from './api/message-thread-keys.ts';
import { useDocumentVisible } from './use-document-visible.ts';

export type TThreadCursor = { before?: number; after?: number };

export type TMessageThreadCalls = {
  /** Whose thread: null for the signed-in student's own, else the student's id (the console). */
  studentId: number | null;
  /** A page: the newest without a cursor, older than `before`, newer than `after`. */
  fetchPage: (cursor: TThreadCursor, signal?: AbortSignal) => Promise<TThreadPage>;
  send: (message: TOutgoingMessage) => Promise<TThreadMessage>;
  /** Marks the reader's side read up to this id (the server never moves it back). */
  markRead: (upToId: number) => Promise<unknown>;
  /** How often the open thread asks for newer messages, while the tab is visible. */
  pollMs: number;
};

/**
 * One conversation, both apps: the newest page first, then a poll for what came after the last message
 * (every `pollMs` while the tab is visible, at once when it comes back), earlier pages on demand, sends
 * merged in as they are answered, and what the reader has on screen marked read (once the thread's box
 * reports itself shown: `setIsShown`). The whole thread is one
 * cache entry, each answer merged into it (mergePage), so a poll, a send and an earlier page never race.
 */
export function useMessageThread({ studentId, fetchPage, send, markRead, pollMs }: TMessageThreadCalls) {
  const queryClient = useQueryClient();
  // Set by the thread's box: a page that has the thread below the fold has not shown it yet.
  const [isShown, setIsShown] = useState(false);
  const current = () => queryClient.getQueryData<TThreadState>(MESSAGE_THREAD_KEYS.thread(studentId));
  const thread = useQuery({
    queryKey: MESSAGE_THREAD_KEYS.thread(studentId),
    queryFn: async ({ signal }) => {
      const loaded = current();
      // Once the first page is in, every read is a poll (after=, 0 while the thread is empty): the API
      // does not count a poll as the person's activity.
      const lastId = loaded === undefined ? undefined : (loaded.messages.at(-1)?.id ?? 0);
      const page = await fetchPage(lastId === undefined ? {} : { after: lastId }, signal);
      // Read again: a send may have landed while this poll was on its way.
      return mergePage(current(), page, lastId === undefined ? 'latest' : 'newer');
    },
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    meta: { isShownInline: true },
  });

  const older = useMutation({
    mutationFn: async () => {
      const firstId = current()?.messages[0]?.id;
      return firstId === undefined ? null : fetchPage({ before: firstId });
    },
    meta: { isShownInline: true },
    onSuccess: (page) => {
      if (page)
        queryClient.setQueryData<TThreadState>(MESSAGE_THREAD_KEYS.thread(studentId), (state) =>
          mergePage(state, page, 'older'),
        );
    },
  });

  const sending = useMutation({
    mutationFn: send,
    meta: { isShownInline: true },
    onSuccess: (message) =>
      queryClient.setQueryData<TThreadState>(MESSAGE_THREAD_KEYS.thread(studentId), (state) =>
        mergePage(
          state,
          {
            messages: [message],
            hasOlder: false,
            otherReadUpTo: null,
            ownReadUpTo: null,
          },
          'newer',
        ),
      ),
  });

  useMarkShownRead(isShown ? thread.data : undefined, thread.dataUpdatedAt, studentId, markRead);

  const loadOlder = useCallback(() => older.mutate(), [older.mutate]);
  /** The thread as MessageThreadView takes it, the same for the student and for staff. */
  const view = {
    state: thread.data,
    loadFailed: thread.isError,
    onRetry: () => void thread.refetch(),
    onLoadOlder: loadOlder,
    isLoadingOlder: older.isPending,
    olderFailed: older.isError,
    onShownChange: setIsShown,
    composer: {
      label: MESSAGE_TEXTS.composerLabel,
      bodyMax: MESSAGE_LIMITS.bodyMax,
      onSend: (message: TOutgoingMessage) => sending.mutateAsync(message),
    },
  };
  return { thread, older, sending, loadOlder, setIsShown, view };
}

/** What the reader has on screen is read: the newest unread message of the other side, once per id. */
function useMarkShownRead(
  state: TThreadState | undefined,
  /** A failed mark is tried again with the next answer. */
  answeredAt: number,
  studentId: number | null,
  markRead: (upToId: number) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const isVisible = useDocumentVisible();
  const marked = useRef<number | null>(null);
  const unreadId = state ? newestUnreadId(state) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: answeredAt retries a failed mark
  useEffect(() => {
    if (!isVisible || unreadId === null || marked.current === unreadId) return;
    marked.current = unreadId;
    markRead(unreadId).then(
      () =>
        queryClient.setQueryData<TThreadState>(MESSAGE_THREAD_KEYS.thread(studentId), (thread) =>
          thread && (thread.ownReadUpTo ?? 0) < unreadId ? { ...thread, ownReadUpTo: unreadId } : thread,
        ),
      // Asked again with the next poll's answer (the server keeps its receipts; nothing is lost).
      () => {
        marked.current = null;
      },
    );
  }, [isVisible, unreadId, answeredAt, markRead, queryClient, studentId]);
}
