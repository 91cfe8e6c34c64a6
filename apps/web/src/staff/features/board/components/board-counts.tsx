import { APPLICATION_STATUS_LABELS, BOARD_STATUSES, type TApplicationStatus } from '@portal/contract';
import { BOARD_TEXTS as TEXTS } from '../board-texts.ts';

export const boardColumnId = (status: TApplicationStatus) => `board-column-${status}`;

export type TBoardCountsProps = {
  /** Each column's total once read (undefined while loading). */
  totals: Partial<Record<TApplicationStatus, number>>;
};

/**
 * Every column's count in one row above the columns, where they do not all fit (a 768 px tablet): the
 * one live application is seen at once, not behind five "(0)" columns. Each opens its column.
 */
export function BoardCounts({ totals }: TBoardCountsProps) {
  const open = (status: TApplicationStatus) => {
    const column = document.getElementById(boardColumnId(status));
    column?.scrollIntoView({ block: 'nearest', inline: 'start' });
    column?.focus({ preventScroll: true });
  };
  return (
    <div className="board-counts">
      <ul aria-label={TEXTS.counts} className="board-counts__list">
        {BOARD_STATUSES.map((status) => {
          const total = totals[status];
          return (
            <li key={status}>
              <button
                type="button"
                className="board-counts__item"
                data-empty={total === 0 || undefined}
                onClick={() => open(status)}
              >
                {TEXTS.columnTitle(APPLICATION_STATUS_LABELS[status], total)}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="board-counts__hint">{TEXTS.scrollHint}</p>
    </div>
  );
}
