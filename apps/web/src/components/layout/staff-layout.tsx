import { Button, Group, Text } from '@mantine/core';
import { STAFF_ROLE_LABELS } from '@portal/contract';
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useStaffMe } from '../../lib/api/get-staff-me.ts';
import { STAFF_PATHS } from '../../lib/staff-paths.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { useLogout } from './use-logout.ts';

/**
 * The staff console's frame (issue 14): brand, the console's sections, who is signed in (name and role
 * as the server has them now) and Logout. The Team section shows for admins only.
 */
export function StaffLayout() {
  const { data: me } = useStaffMe();
  const { mutate: logOut, isPending: isLoggingOut } = useLogout();
  const sections = [
    { to: STAFF_PATHS.queue, label: 'Work queue', end: true },
    { to: STAFF_PATHS.students, label: 'Students', end: false },
    { to: STAFF_PATHS.applications, label: 'Applications', end: false },
    { to: STAFF_PATHS.audit, label: 'Audit', end: false },
    ...(me?.role === 'ADMIN' ? [{ to: STAFF_PATHS.team, label: 'Team', end: false }] : []),
  ];
  return (
    <>
      <header className="app-header">
        <div className="app-header__inner">
          <Link to={STAFF_PATHS.queue} className="app-header__brand" aria-label="Staff console, work queue">
            <BrandLogo />
          </Link>
          <nav aria-label="Staff console">
            <Group gap="md" wrap="wrap">
              {sections.map((section) => (
                <NavLink key={section.to} to={section.to} end={section.end}>
                  {section.label}
                </NavLink>
              ))}
            </Group>
          </nav>
          <Group gap="sm" wrap="nowrap">
            {me && (
              <Text size="sm">
                {me.name}{' '}
                <Text span c="dimmed">
                  ({STAFF_ROLE_LABELS[me.role]})
                </Text>
              </Text>
            )}
            <Button variant="default" onClick={() => logOut()} loading={isLoggingOut}>
              Logout
            </Button>
          </Group>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
