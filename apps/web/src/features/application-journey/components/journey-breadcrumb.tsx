import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

const BackIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** §2: Back to the dashboard, and the breadcrumb Applications › New Application. */
export function JourneyBreadcrumb() {
  return (
    <div className="journey-top">
      <Anchor component={Link} to={PATHS.dashboard} className="journey-back">
        <BackIcon />
        {JOURNEY_TEXTS.back}
      </Anchor>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs separator="›" separatorMargin={6}>
          <Anchor component={Link} to={PATHS.appliedCourses} size="sm">
            {JOURNEY_TEXTS.breadcrumbRoot}
          </Anchor>
          <Text size="sm" aria-current="page">
            {JOURNEY_TEXTS.breadcrumbCurrent}
          </Text>
        </Breadcrumbs>
      </nav>
    </div>
  );
}
