import { Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { groupIndianDigits } from '@portal/contract';
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { Pager } from '../../../components/pager.tsx';
import { STAFF_SEARCH_PARAMS as P, withParams } from '../../../lib/staff-search-params.ts';
import { useStudents } from '../api/get-students.ts';
import { readStudentsView, STUDENTS_PAGE_SIZE, studentFiltersOf } from '../students-filters.ts';
import { STUDENTS_TEXTS as TEXTS } from '../students-texts.ts';
import { StudentsCards } from './students-cards.tsx';
import { StudentsFiltersBar, type TStudentsFilterChanges } from './students-filters-bar.tsx';
import { StudentsTable } from './students-table.tsx';
import './students.css';

// India's grouping without Intl: the first en-IN number format loads locale data (a long task).
const COUNT = { format: groupIndianDigits };
/** A table from tablet width up; cards on a phone. */
const WIDE = '(min-width: 48em)';

/**
 * /staff/students: the paged, searchable list, every filter in the address (Back, reload and
 * a new tab keep them); the previous page stays while the next loads; Export CSV takes the same filters.
 */
export function StudentsPage() {
  const [params, setParams] = useSearchParams();
  const view = readStudentsView(params);
  const filters = studentFiltersOf(view);
  const students = useStudents({ ...filters, pageNumber: view.page, pageSize: STUDENTS_PAGE_SIZE });
  const isWide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });

  const change = useCallback(
    (changes: TStudentsFilterChanges | { page: string }, replace = false) =>
      setParams((current) => withParams(current, changes), { replace }),
    [setParams],
  );
  // Typing replaces the entry: Back returns to the list before the search, not to every pause in it.
  // A typing pause that ends after a student was opened must not pull the console back here: the opened
  // page may still be loading (the router keeps this one on screen meanwhile) while the address moved on.
  const isLeaving = useRef(false);
  const search = useCallback(
    (text: string) => {
      if (!isLeaving.current) change({ [P.q]: text }, true);
    },
    [change],
  );

  const page = students.data;
  const caption = page
    ? `${TEXTS.title}, page ${page.page} of ${Math.max(page.totalPages, 1)}`
    : TEXTS.loading;
  const List = isWide ? StudentsTable : StudentsCards;

  return (
    <Stack
      gap="md"
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a[href]')) isLeaving.current = true;
      }}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2">
          {TEXTS.title}
        </Title>
        <ExportButton kind="students" params={filters} />
      </Group>
      <StudentsFiltersBar view={view} onSearch={search} onChange={change} />

      <Text size="sm" c="gray.7" aria-live="polite" mih={20}>
        {page ? TEXTS.count(COUNT.format(page.totalElements)) : ''}
      </Text>
      {students.isError ? (
        <LoadFailedAlert
          title={TEXTS.loadFailed}
          retryLabel={TEXTS.retry}
          onRetry={() => void students.refetch()}
        />
      ) : page?.content.length === 0 ? (
        <Text>{TEXTS.empty}</Text>
      ) : (
        <List rows={page?.content} caption={caption} isRefreshing={students.isPlaceholderData} />
      )}
      {page && (
        <Pager
          page={view.page}
          totalPages={page.totalPages}
          label={TEXTS.pages}
          isLoading={students.isPlaceholderData}
          onChange={(next) => change({ [P.page]: String(next) })}
        />
      )}
    </Stack>
  );
}
