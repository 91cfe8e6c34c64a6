import { Title } from '@mantine/core';
import type { TStaffStudentDetail } from '@portal/contract';

/** Placeholder of the student page's Shortlist section (issue 14): replaced by its helper. */
export function ShortlistSection({ detail }: { detail: TStaffStudentDetail }) {
  return (
    <Title order={2} size="h3" data-student-id={detail.account.id}>
      Shortlist
    </Title>
  );
}
