import { Button, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  APPLICATION_STATUS_LABELS,
  type TApplicationStatus,
  type TStaffApplicationFilters,
} from '@portal/contract';
import { useEffect, useId, useRef } from 'react';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { useBoardColumn } from '../api/get-board-column.ts';
import { BOARD_TEXTS as TEXTS } from '../board-texts.ts';
import { BoardCard } from './board-card.tsx';
import { boardColumnId } from './board-counts.tsx';

const SKELETON_CARDS = 3;

export type TBoardColumnProps = {
  status: TApplicationStatus;
  filters: Omit<TStaffApplicationFilters, 'status'>;
  /** The column's total once read, for the counts above the board. */
  onTotal?: (status: TApplicationStatus, total: number | undefined) => void;
  /** Its title when it is not the status's (a post-offer stage column). */
  label?: string;
  /** Its element id when it is not the status's (several post-offer columns share one status). */
  columnId?: string;
};

/** One status: a region named "{status label} ({count})", its cards, oldest change first, and Show more. */
export function BoardColumn({ status, filters, onTotal, label: title, columnId }: TBoardColumnProps) {
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const column = useBoardColumn(status, filters);
  const label = title ?? APPLICATION_STATUS_LABELS[status];
  const cards = column.data?.pages.flatMap((page) => page.content);
  const total = column.data?.pages.at(-1)?.totalElements;
  useEffect(
    () => onTotal?.(status, column.isPending ? undefined : total),
    [onTotal, status, total, column.isPending],
  );

  // After Show more, the keyboard goes on at the first new card (once it is drawn), not back at the top.
  const focusAt = useRef<number | null>(null);
  const shownCount = cards?.length ?? 0;
  useEffect(() => {
    const index = focusAt.current;
    if (index === null || shownCount <= index) return;
    focusAt.current = null;
    list.current?.querySelectorAll('article')[index]?.querySelector<HTMLElement>('a')?.focus();
  }, [shownCount]);
  const showMore = () => {
    focusAt.current = shownCount;
    void column.fetchNextPage();
  };

  return (
    <section
      id={columnId ?? boardColumnId(status)}
      className="board-column"
      aria-labelledby={headingId}
      aria-busy={column.isFetching}
      // The counts above the board move the focus here (tabIndex -1: not a stop of its own).
      tabIndex={-1}
    >
      <Title order={2} size="h5" id={headingId}>
        {TEXTS.columnTitle(label, column.isPending ? undefined : total)}
      </Title>
      {column.isPending && (
        <>
          <VisuallyHidden role="status">{TEXTS.loadingColumn(label)}</VisuallyHidden>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={index} height={188} radius="md" aria-hidden="true" />
          ))}
        </>
      )}
      {column.isError && !cards && (
        <LoadFailedAlert
          title={TEXTS.columnFailed}
          retryLabel={TEXTS.retry}
          onRetry={() => void column.refetch()}
        />
      )}
      {cards?.length === 0 && (
        <Text size="sm" c="gray.7">
          {TEXTS.emptyColumn}
        </Text>
      )}
      {Boolean(cards?.length) && (
        <ul className="board-column__cards" ref={list}>
          {cards?.map((card) => (
            <li key={card.applicationId}>
              <BoardCard card={card} />
            </li>
          ))}
        </ul>
      )}
      {column.hasNextPage && !column.isPlaceholderData && (
        <Button
          variant="default"
          size="sm"
          onClick={showMore}
          loading={column.isFetchingNextPage}
          aria-describedby={headingId}
        >
          {TEXTS.showMore}
        </Button>
      )}
    </section>
  );
}
