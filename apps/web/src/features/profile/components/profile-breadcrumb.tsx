import { Anchor, Breadcrumbs } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';

/** A screen may pass where it came from (`navigate(PATHS.profile, { state: { from } })`). */
type TFromState = { from?: unknown } | null;

/**
 * §2 Profile breadcrumb. Back: the page the student came from — the address a screen passed in the
 * router state, else the previous entry of this app's history (React Router keys the first entry of a
 * session 'default': nothing of ours before it), else /courses. Home: /dashboard when counselling is
 * booked, else /courses (decided by the caller).
 */
export function ProfileBreadcrumb({ homeTo }: { homeTo: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as TFromState)?.from;
  const backTo = typeof from === 'string' && from.startsWith('/') ? from : PATHS.courses;
  const hasHistory = typeof from !== 'string' && location.key !== 'default';

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasHistory || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›">
        <Anchor component={Link} to={backTo} onClick={goBack} size="sm">
          Back
        </Anchor>
        <Anchor component={Link} to={homeTo} size="sm">
          Home
        </Anchor>
      </Breadcrumbs>
    </nav>
  );
}
