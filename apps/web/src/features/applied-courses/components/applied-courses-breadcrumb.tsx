import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { APPLIED_COURSES_TEXTS as TEXTS } from '../applied-courses-texts.ts';

const BackIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** §2: breadcrumb Dashboard › Applied Courses, and a Back link (to the dashboard, where the card is). */
export function AppliedCoursesBreadcrumb() {
  return (
    <div className="applied-nav">
      <Anchor component={Link} to={PATHS.dashboard} className="applied-back">
        <BackIcon />
        {TEXTS.back}
      </Anchor>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs separator="›">
          <Anchor component={Link} to={PATHS.dashboard} size="sm">
            {TEXTS.dashboard}
          </Anchor>
          <Text size="sm" fw={600} aria-current="page">
            {TEXTS.title}
          </Text>
        </Breadcrumbs>
      </nav>
    </div>
  );
}
