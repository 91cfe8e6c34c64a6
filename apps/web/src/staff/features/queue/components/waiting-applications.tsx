import { Stack, Text, Title } from '@mantine/core';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES_WAITING_ON_STAFF,
  type TStaffQueue,
} from '@portal/contract';
import { StudentLink } from '../../../components/student-link.tsx';

type TWaiting = TStaffQueue['applicationsWaiting']['items'];

/** Applications where the consultancy moves next, grouped by status (an h3 each): course and student. */
export function WaitingApplications({ applications }: { applications: TWaiting }) {
  const groups = APPLICATION_STATUSES_WAITING_ON_STAFF.map((status) => ({
    status,
    items: applications.filter((application) => application.status === status),
  })).filter((group) => group.items.length > 0);
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <div key={group.status}>
          <Title order={3} size="h5">
            {APPLICATION_STATUS_LABELS[group.status]}
          </Title>
          <ul className="queue-list">
            {group.items.map((application) => (
              <li key={application.applicationId} className="queue-item">
                <div className="queue-item__main">
                  <Text fw={600}>{application.courseName}</Text>
                  <Text size="sm" c="gray.7">
                    {application.universityName}
                  </Text>
                </div>
                <StudentLink
                  studentId={application.studentId}
                  name={application.studentName}
                  section="applications"
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Stack>
  );
}
