import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useStudentDetail } from '../api/get-student-detail.ts';
import { ApplicationsSection } from './applications-section.tsx';
import { PaymentsSection } from './payments-section.tsx';
import { ShortlistSection } from './shortlist-section.tsx';

/** Placeholder of the staff student page (issue 14): its helper builds the header and the other sections. */
export function StudentPage() {
  const studentId = Number(useParams().studentId);
  const { data: detail } = useStudentDetail(studentId);
  if (!detail) return null;
  return (
    <Stack>
      <Title order={1} size="h2">
        {detail.account.name}
      </Title>
      <ShortlistSection detail={detail} />
      <PaymentsSection detail={detail} />
      <ApplicationsSection detail={detail} />
    </Stack>
  );
}
