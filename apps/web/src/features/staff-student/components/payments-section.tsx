import { Title } from '@mantine/core';
import type { TStaffStudentDetail } from '@portal/contract';

/** Placeholder of the student page's Payments section (issue 14): replaced by its helper. */
export function PaymentsSection({ detail }: { detail: TStaffStudentDetail }) {
  return (
    <Title order={2} size="h3" data-student-id={detail.account.id}>
      Payments
    </Title>
  );
}
