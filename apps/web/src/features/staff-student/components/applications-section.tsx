import { Title } from '@mantine/core';
import type { TStaffStudentDetail } from '@portal/contract';

/** Placeholder of the student page's Applications section (issue 14): replaced by its helper. */
export function ApplicationsSection({ detail }: { detail: TStaffStudentDetail }) {
  return (
    <Title order={2} size="h3" data-student-id={detail.account.id}>
      Applications
    </Title>
  );
}
