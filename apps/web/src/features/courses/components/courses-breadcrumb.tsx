import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';

/** §2 Courses breadcrumb: Dashboard › Courses (the dashboard only for those who may open it). */
export function CoursesBreadcrumb({ canOpenDashboard }: { canOpenDashboard: boolean }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›">
        {canOpenDashboard && (
          <Anchor component={Link} to={PATHS.dashboard} size="sm">
            Dashboard
          </Anchor>
        )}
        <Text size="sm" fw={600} aria-current="page">
          Courses
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
