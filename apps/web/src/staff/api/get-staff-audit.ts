import {
  AUDIT_PAGE_SIZE_DEFAULT,
  type TPage,
  type TStaffAuditEntry,
  ZStaffAuditPage,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { STAFF_AUDIT_KEYS, type TStaffAuditRequest } from './staff-audit-keys.ts';

/** GET /api/staff/audit?studentId&actorId&action&pageNumber&pageSize: newest first, paged. */
export async function getStaffAudit(
  request: TStaffAuditRequest,
  signal?: AbortSignal,
): Promise<TPage<TStaffAuditEntry>> {
  const response = await apiClient.get('/api/staff/audit', {
    signal,
    params: { pageSize: AUDIT_PAGE_SIZE_DEFAULT, ...request },
  });
  return ZStaffAuditPage.parse(response.data);
}

// Colleagues add entries all day: read again on every visit. The page being left stays on screen while
// the next one loads (paging does not blank the list). The screen shows a failure itself.
export const staffAuditQuery = (request: TStaffAuditRequest) =>
  queryOptions({
    queryKey: STAFF_AUDIT_KEYS.page(request),
    queryFn: ({ signal }) => getStaffAudit(request, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { isShownInline: true },
  });

export const useStaffAudit = (request: TStaffAuditRequest) => useQuery(staffAuditQuery(request));
