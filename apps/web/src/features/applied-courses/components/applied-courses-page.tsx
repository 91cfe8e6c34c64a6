import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useApplications } from '../../../lib/api/get-applications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { APPLIED_COURSES_TEXTS as TEXTS } from '../applied-courses-texts.ts';
import { AppliedCourseCard } from './applied-course-card.tsx';
import { AppliedCourseSkeleton } from './applied-course-skeleton.tsx';
import './applied-courses.css';
import { BackAndBreadcrumb } from '../../../components/ui/back-and-breadcrumb.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';

const SKELETON_CARDS = 3;

function EmptyState() {
  return (
    <Paper withBorder radius="md" p="xl" className="applied-empty">
      <Title order={2} size="h3">
        {TEXTS.empty}
      </Title>
      <Text c="gray.7" mt="xs">
        {TEXTS.emptyText}
      </Text>
      <Button component={Link} to={PATHS.shortlisted} mt="lg">
        {TEXTS.goToShortlisted}
      </Button>
    </Paper>
  );
}

/**
 * /applied-courses (§2 Applied courses), driven by the student's applications (GET /api/application,
 * newest first) instead of §2's static list. §8 logs a failure only: the screen shows it with a retry.
 */
export function AppliedCoursesPage() {
  const applications = useApplications();
  const hasApplications = Boolean(applications.data?.length);

  return (
    <Stack gap="md">
      <BackAndBreadcrumb
        back={{ to: PATHS.dashboard, label: TEXTS.back }}
        trail={[{ to: PATHS.dashboard, label: TEXTS.dashboard }]}
        current={TEXTS.title}
      />
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {TEXTS.title}
        </Title>
        {hasApplications && (
          <Button component={Link} to={PATHS.shortlisted} variant="outline">
            {TEXTS.applyAnother}
          </Button>
        )}
      </Group>

      {applications.isError && (
        <LoadFailedAlert
          title={TEXTS.loadFailed}
          retryLabel={TEXTS.retry}
          onRetry={() => void applications.refetch()}
        />
      )}

      {applications.isPending && (
        <div className="applied-grid" role="status" aria-busy="true" aria-label={TEXTS.loading}>
          <VisuallyHidden>{TEXTS.loading}</VisuallyHidden>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <AppliedCourseSkeleton key={index} />
          ))}
        </div>
      )}

      {applications.data && !hasApplications && <EmptyState />}

      {hasApplications && (
        <div className="applied-grid">
          {applications.data?.map((application) => (
            <AppliedCourseCard key={application.id} application={application} />
          ))}
        </div>
      )}
    </Stack>
  );
}
