import { Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { useStaffAudit } from '../../../api/get-staff-audit.ts';
import { AuditEntries } from '../../../components/audit-entries.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useStaffTitle } from '../../../components/use-staff-title.ts';
import { auditSearchParams, readAuditParams } from '../audit-params.ts';
import { AUDIT_PAGE_TEXTS as TEXTS } from '../audit-texts.ts';
import { AuditFilters, type TAuditFilterValues } from './audit-filters.tsx';

const ENTRY_SKELETON_HEIGHT = 64;
const SKELETON_ROWS = 8;

/**
 * /staff/audit (UI contract): every staff change, newest first, filtered by staff member and action,
 * paged. The filters and the page are in the address, so Back, reload and a shared link keep them.
 */
export function AuditPage() {
  useStaffTitle(TEXTS.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readAuditParams(searchParams);
  const audit = useStaffAudit({ actorId: filters.actorId, action: filters.action, pageNumber: filters.page });
  // A new filter starts at its first page.
  const changeFilters = (values: TAuditFilterValues) =>
    setSearchParams(auditSearchParams({ ...values, page: 1 }));
  const changePage = (page: number) => setSearchParams(auditSearchParams({ ...filters, page }));
  const data = audit.data;
  const firstShown = data ? (data.page - 1) * data.size + 1 : 0;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {TEXTS.title}
      </Title>
      <Text size="sm" c="dimmed">
        {TEXTS.intro}
      </Text>
      <AuditFilters values={filters} onChange={changeFilters} />
      {audit.isPending && (
        <Stack gap="xs">
          <VisuallyHidden role="status">{TEXTS.loading}</VisuallyHidden>
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <Skeleton key={row} h={ENTRY_SKELETON_HEIGHT} aria-hidden="true" />
          ))}
        </Stack>
      )}
      {audit.isError && !data && (
        <LoadFailedAlert
          title={TEXTS.loadFailed}
          retryLabel={TEXTS.tryAgain}
          onRetry={() => audit.refetch()}
        />
      )}
      {data && data.content.length === 0 && <Text>{TEXTS.empty}</Text>}
      {data && data.content.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {TEXTS.count(firstShown, firstShown + data.content.length - 1, data.totalElements)}
          </Text>
          <AuditEntries entries={data.content} showsStudent />
        </>
      )}
      {data && (
        <Pager
          page={filters.page}
          totalPages={data.totalPages}
          onChange={changePage}
          label={TEXTS.pages}
          isLoading={audit.isPlaceholderData}
        />
      )}
    </Stack>
  );
}
