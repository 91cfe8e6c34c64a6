import { Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { useStaffAudit } from '../../../api/get-staff-audit.ts';
import { AuditEntries } from '../../../components/audit-entries.tsx';
import { Pager } from '../../../components/pager.tsx';
import { STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';
import { StudentSection } from './student-section.tsx';

const ENTRY_SKELETON_HEIGHT = 56;

/** The student's audit trail (GET /api/staff/audit?studentId=): every staff change, newest first, paged. */
export function AuditTrailSection({ studentId }: { studentId: number }) {
  const [page, setPage] = useState(1);
  const audit = useStaffAudit({ studentId, pageNumber: page });
  return (
    <StudentSection id="audit" title="Audit trail">
      {audit.isPending && (
        <Stack gap="xs" aria-hidden="true">
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} h={ENTRY_SKELETON_HEIGHT} />
          ))}
        </Stack>
      )}
      {audit.isError && !audit.data && (
        <LoadFailedAlert
          title={TEXTS.auditFailed}
          retryLabel={TEXTS.tryAgain}
          onRetry={() => audit.refetch()}
        />
      )}
      {audit.data?.content.length === 0 && <Text size="sm">{TEXTS.noAudit}</Text>}
      {audit.data && audit.data.content.length > 0 && <AuditEntries entries={audit.data.content} />}
      {audit.data && (
        <Pager
          page={page}
          totalPages={audit.data.totalPages}
          onChange={setPage}
          label={TEXTS.auditPages}
          isLoading={audit.isPlaceholderData}
        />
      )}
    </StudentSection>
  );
}
