import { Button, Text } from '@mantine/core';
import { MESSAGE_TEXTS } from '@portal/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { MessageItem } from './message-item.tsx';
import type { TThreadMessage } from './message-models.ts';
import { MESSAGE_THREAD_TEXTS as TEXTS } from './message-texts.ts';

export type TMessageLogProps = {
  label: string;
  emptyText: string;
  messages: TThreadMessage[];
  seenId: number | null;
  hasOlder: boolean;
  onLoadOlder: () => void;
  isLoadingOlder: boolean;
  olderFailed: boolean;
  onOpenAttachment: (message: TThreadMessage) => Promise<void>;
  /** Whether the box is on screen (a quarter of it at least): only then is what it shows read. */
  onShownChange: (isShown: boolean) => void;
};

/** How close to the bottom still counts as "reading the newest" (a new message then scrolls into view). */
const NEAR_BOTTOM_PX = 96;

/**
 * The messages, oldest first in a scrolling box that opens at the bottom. A log (polite live region), so
 * a message that arrives is read out. New messages scroll into view when the reader was at the bottom or
 * wrote them; earlier pages are put above without moving what the reader is looking at.
 */
export function MessageLog(props: TMessageLogProps) {
  const { messages } = props;
  const box = useRef<HTMLDivElement>(null);
  const before = useRef<{ firstId?: number; lastId?: number; height: number; top: number } | null>(null);
  // Set by "Show older messages": while it loads the button is disabled, and once no earlier page is left
  // it is gone; either way the browser drops the focus to the page, so it is put back.
  const isOlderAsked = useRef(false);
  const olderButton = useRef<HTMLButtonElement>(null);
  const { hasOlder } = props;
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const previous = before.current;
    if (!previous || previous.lastId === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (firstId !== undefined && previous.firstId !== undefined && firstId < previous.firstId) {
      // Earlier messages went in above: keep the same messages in view.
      element.scrollTop = previous.top + (element.scrollHeight - previous.height);
      const focused = document.activeElement;
      if (isOlderAsked.current && (focused === null || focused === document.body))
        (olderButton.current ?? element).focus({ preventScroll: true });
      isOlderAsked.current = false;
    } else if (lastId !== undefined && lastId !== previous.lastId) {
      const wasAtBottom = previous.height - previous.top - element.clientHeight < NEAR_BOTTOM_PX;
      if (wasAtBottom || messages.at(-1)?.isOwn) element.scrollTop = element.scrollHeight;
    }
    before.current = { firstId, lastId, height: element.scrollHeight, top: element.scrollTop };
  }, [firstId, lastId, messages]);

  const { onShownChange } = props;
  useEffect(() => {
    const element = box.current;
    // Without the observer (old browsers, tests) the thread counts as seen once drawn.
    if (!element || typeof IntersectionObserver === 'undefined') {
      onShownChange(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => onShownChange(entry?.isIntersecting ?? false), {
      threshold: 0.25,
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      onShownChange(false);
    };
  }, [onShownChange]);

  return (
    <div
      ref={box}
      className="message-thread__box"
      role="log"
      aria-live="polite"
      aria-label={props.label}
      // Keyboard users scroll it too (a scrolling region must be reachable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable
      tabIndex={0}
      onScroll={(event) => {
        if (before.current) before.current.top = event.currentTarget.scrollTop;
      }}
    >
      {hasOlder && (
        <div className="message-thread__older">
          <Button
            ref={olderButton}
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              isOlderAsked.current = true;
              props.onLoadOlder();
            }}
            loading={props.isLoadingOlder}
          >
            {MESSAGE_TEXTS.loadOlder}
          </Button>
          {props.olderFailed && (
            <Text size="xs" role="alert" c="var(--mantine-color-error)">
              {TEXTS.earlierFailed}
            </Text>
          )}
        </div>
      )}
      {messages.length === 0 ? (
        <Text className="message-thread__empty" c="gray.7">
          {props.emptyText}
        </Text>
      ) : (
        <ol className="message-list">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              isSeen={message.id === props.seenId}
              onOpenAttachment={props.onOpenAttachment}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
