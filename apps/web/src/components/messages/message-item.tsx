import { Anchor, Text } from '@mantine/core';
import { formatInstant, MESSAGE_TEXTS } from '@portal/contract';
import { useState } from 'react';
import type { TThreadMessage } from './message-models.ts';
import { fileSizeText, MESSAGE_THREAD_TEXTS as TEXTS } from './message-texts.ts';

export type TMessageItemProps = {
  message: TThreadMessage;
  /** The other side has read this one, and it is the reader's last such message: "Seen" under it. */
  isSeen: boolean;
  onOpenAttachment: (message: TThreadMessage) => Promise<void>;
};

/** One message: who and when, the text as written (line breaks kept), its file, and "Seen". */
export function MessageItem({ message, isSeen, onOpenAttachment }: TMessageItemProps) {
  return (
    <li className={message.isOwn ? 'message message--own' : 'message'} data-message-id={message.id}>
      <div className="message__bubble">
        <Text size="xs" className="message__meta">
          <span className="message__author">{message.authorName}</span>
          {' · '}
          <time dateTime={message.createdAt}>{formatInstant(message.createdAt)}</time>
        </Text>
        {message.body && (
          <Text size="sm" className="message__body">
            {message.body}
          </Text>
        )}
        {message.attachment && (
          <AttachmentLink message={message} attachment={message.attachment} onOpen={onOpenAttachment} />
        )}
      </div>
      {isSeen && (
        <Text size="xs" className="message__seen">
          {MESSAGE_TEXTS.seen}
        </Text>
      )}
    </li>
  );
}

function AttachmentLink({
  message,
  attachment,
  onOpen,
}: {
  message: TThreadMessage;
  attachment: NonNullable<TThreadMessage['attachment']>;
  onOpen: (message: TThreadMessage) => Promise<void>;
}) {
  const [isOpening, setIsOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const size = fileSizeText(attachment.sizeBytes);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        className="message__attachment"
        aria-label={`${MESSAGE_TEXTS.downloadAttachment(attachment.fileName)} (${size})`}
        aria-busy={isOpening || undefined}
        onClick={() => {
          if (isOpening) return;
          setIsOpening(true);
          setFailed(false);
          onOpen(message).then(
            () => setIsOpening(false),
            () => {
              setIsOpening(false);
              setFailed(true);
            },
          );
        }}
      >
        <PaperclipIcon />
        <span className="message__attachment-name">{attachment.fileName}</span>
        <span className="message__attachment-size">({size})</span>
      </Anchor>
      {failed && (
        <Text size="xs" role="alert" c="var(--mantine-color-error)">
          {TEXTS.attachmentFailed}
        </Text>
      )}
    </>
  );
}

function PaperclipIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5"
      />
    </svg>
  );
}
