import { Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { QUEUE_TEXTS } from '../queue-texts.ts';

export const SKELETON_ROWS = 3;

export type TQueueSectionProps = {
  title: string;
  /** Items shown; undefined while loading. */
  shown: number | undefined;
  /** Items there are (the server sends at most QUEUE_LIST_MAX); the count shows when more exist. */
  total?: number;
  emptyText: string;
  /** Controls of the list (the sessions' date filter), between the heading and the items. */
  tools?: ReactNode;
  children: ReactNode;
};

/** One list of the queue: its h2, "Showing N of M" when cut, skeleton rows while loading, else the empty text. */
export function QueueSection({ title, shown, total, emptyText, tools, children }: TQueueSectionProps) {
  const headingId = useId();
  const isCut = shown !== undefined && total !== undefined && total > shown;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {isCut && (
          <Text size="sm" c="gray.7">
            {QUEUE_TEXTS.showing(shown, total)}
          </Text>
        )}
      </Group>
      {tools}
      {/* The body keeps the skeleton's height whatever arrives (queue.css): an empty or short list in
          place of three skeleton rows would pull the sections below it up as the queue lands. */}
      <div className="queue-section__body">
        {shown === undefined && (
          <ul className="queue-list" aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <li key={index} className="queue-item">
                <Skeleton height={16} width="60%" />
                <Skeleton height={14} width="40%" mt={8} />
              </li>
            ))}
          </ul>
        )}
        {shown === 0 && <Text c="gray.7">{emptyText}</Text>}
        {Boolean(shown) && children}
      </div>
    </Paper>
  );
}
