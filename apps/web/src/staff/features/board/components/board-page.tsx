import { Group, Stack, Title } from '@mantine/core';
import { BOARD_STATUSES, type TApplicationStatus } from '@portal/contract';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export-button.tsx';
import { STAFF_SEARCH_PARAMS as P, withParams } from '../../../lib/staff-search-params.ts';
import { readBoardColumns, readBoardFilters } from '../board-filters.ts';
import { BOARD_TEXTS as TEXTS } from '../board-texts.ts';
import { BoardColumn } from './board-column.tsx';
import { BoardCounts } from './board-counts.tsx';
import { BoardFiltersBar } from './board-filters-bar.tsx';
import './board.css';

/**
 * /staff/applications: every application by status column (one paged read per column),
 * filtered by counsellor, country and intake (in the address); Export CSV takes the same filters. A
 * post-offer stage or a due-date view turns the columns into the stages after the unconditional offer.
 */
export function BoardPage() {
  const [params, setParams] = useSearchParams();
  const filters = readBoardFilters(params);
  const columns = readBoardColumns(params);
  const [totals, setTotals] = useState<Partial<Record<TApplicationStatus, number>>>({});
  const onTotal = useCallback(
    (status: TApplicationStatus, total: number | undefined) =>
      setTotals((current) => (current[status] === total ? current : { ...current, [status]: total })),
    [],
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2">
          {TEXTS.title}
        </Title>
        <ExportButton kind="applications" params={filters} />
      </Group>
      <BoardFiltersBar
        filters={filters}
        stageParam={params.get(P.stage) ?? ''}
        onChange={(changes) => setParams(withParams(params, changes))}
      />
      {columns.kind === 'status' ? (
        <>
          <BoardCounts totals={totals} />
          {/* Focusable, so the keyboard can scroll the columns sideways where they do not fit. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard (WCAG 2.1.1) */}
          <section className="board-columns" aria-label={TEXTS.columns} tabIndex={0}>
            {BOARD_STATUSES.map((status) => (
              <BoardColumn key={status} status={status} filters={filters} onTotal={onTotal} />
            ))}
          </section>
        </>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard (WCAG 2.1.1)
        <section className="board-columns" aria-label={TEXTS.postOfferColumns} tabIndex={0}>
          {columns.stages.map((stage) => (
            <BoardColumn
              key={stage}
              status="UNCONDITIONAL_OFFER_RECEIVED"
              filters={{ ...filters, stage }}
              label={TEXTS.stages[stage]}
              columnId={`board-column-post-offer-${stage}`}
            />
          ))}
        </section>
      )}
    </Stack>
  );
}
