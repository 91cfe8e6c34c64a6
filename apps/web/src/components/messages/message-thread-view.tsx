import { Skeleton, VisuallyHidden } from '@mantine/core';
import { MESSAGE_TEXTS } from '@portal/contract';
import { LoadFailedAlert } from '../ui/load-failed-alert.tsx';
import { MessageComposer, type TMessageComposerProps } from './message-composer.tsx';
import { MessageLog } from './message-log.tsx';
import { seenMessageId, type TThreadMessage, type TThreadState } from './message-models.ts';
import { MESSAGE_THREAD_TEXTS as TEXTS } from './message-texts.ts';
import './messages.css';

export type TMessageThreadViewProps = {
  /** The conversation's name for screen readers ("Messages with your counsellor"). */
  label: string;
  /** What an empty thread says (each side says it its own way). */
  emptyText: string;
  /** The thread once read; undefined while the first page loads or when it failed. */
  state: TThreadState | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  onLoadOlder: () => void;
  isLoadingOlder: boolean;
  olderFailed: boolean;
  onOpenAttachment: (message: TThreadMessage) => Promise<void>;
  /** Whether the messages are on screen: what is read is what the reader could see. */
  onShownChange: (isShown: boolean) => void;
  composer: TMessageComposerProps;
};

/**
 * One conversation (the student's with the consultancy), the same on both sides: the messages in a box of
 * fixed height, newest at the bottom, earlier ones on demand, "Seen" under the reader's last message the
 * other side has read, and the composer under it. Loading and failing keep the box's size.
 */
export function MessageThreadView(props: TMessageThreadViewProps) {
  const { state, label, emptyText } = props;
  return (
    <div className="message-thread">
      {state ? (
        <MessageLog
          label={label}
          emptyText={emptyText}
          messages={state.messages}
          seenId={seenMessageId(state)}
          hasOlder={state.hasOlder}
          onLoadOlder={props.onLoadOlder}
          isLoadingOlder={props.isLoadingOlder}
          olderFailed={props.olderFailed}
          onOpenAttachment={props.onOpenAttachment}
          onShownChange={props.onShownChange}
        />
      ) : props.loadFailed ? (
        <div className="message-thread__box message-thread__box--centred">
          <LoadFailedAlert
            title={MESSAGE_TEXTS.loadFailed}
            retryLabel={TEXTS.tryAgain}
            onRetry={props.onRetry}
          />
        </div>
      ) : (
        <MessageThreadSkeleton />
      )}
      <MessageComposer {...props.composer} />
    </div>
  );
}

const SKELETON_ROWS = [
  { isOwn: false, width: '70%', lines: 2 },
  { isOwn: true, width: '55%', lines: 1 },
  { isOwn: false, width: '62%', lines: 3 },
  { isOwn: true, width: '48%', lines: 1 },
] as const;

/** The box at its final size with message-shaped placeholders, and a spoken "Loading messages…". */
function MessageThreadSkeleton() {
  return (
    <div className="message-thread__box" aria-busy="true">
      <VisuallyHidden role="status">{TEXTS.loading}</VisuallyHidden>
      <ul className="message-list" aria-hidden="true">
        {SKELETON_ROWS.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <li key={index} className={row.isOwn ? 'message message--own' : 'message'}>
            <div className="message__bubble message__bubble--skeleton" style={{ width: row.width }}>
              <Skeleton height={10} width="40%" mb={8} />
              {Array.from({ length: row.lines }, (_, line) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
                <Skeleton key={line} height={12} mt={line ? 6 : 0} />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
