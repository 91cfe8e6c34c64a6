import { Button } from '@mantine/core';
import { STAFF_ROLE_LABELS } from '@portal/contract';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { SignOutEverywhereDialog } from '../../components/layout/sign-out-everywhere-dialog.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import type { TAccountActions } from '../../lib/account.ts';
import { SIGN_OUT_EVERYWHERE_TEXTS } from '../../lib/session-texts.ts';
import { STAFF_PATHS } from '../lib/staff-paths.ts';
import type { TSignedInStaff } from '../lib/use-signed-in-staff.ts';
import { STAFF_SCREENS } from '../staff-screens.ts';
import { useStaffFrameTitle } from './staff-page-title.ts';
import { STAFF_CONSOLE_NAME } from './use-staff-title.ts';
import './staff-layout-styles.ts';

/** The frame's links, in the table's order: the pages with a section (Team for admins only). */
const SECTIONS = STAFF_SCREENS.filter((screen) => screen.section).map((screen) => ({
  to: screen.path,
  label: screen.linkLabel ?? screen.title,
  // The queue is the console's root: only its own address marks it current.
  end: screen.path === STAFF_PATHS.queue,
  isAdminOnly: screen.section === 'admins',
}));

/**
 * The staff console's frame: skip link, brand, the console's sections (Team for admins only;
 * the current one marked with aria-current), who is signed in with their role, Logout, Sign out everywhere
 * (asked first), and the document title "{Page} | Staff console". Who is signed in and what the account
 * buttons do come from the app (staff/staff-shell.tsx, which also keeps the session renewed). The receipt
 * page prints without it.
 */
export type TStaffLayoutProps = {
  staff: TSignedInStaff;
  actions: TAccountActions;
  /** The notification bell, wired by the shell (its count polled, its menu lazy). */
  bell?: ReactNode;
};

export function StaffLayout({ staff, actions, bell }: TStaffLayoutProps) {
  const { pathname } = useLocation();
  useStaffFrameTitle(pathname);
  const { name, role } = staff;
  const { logOut, isLoggingOut, signOutEverywhere, isSigningOutEverywhere } = actions;
  const [isConfirming, setIsConfirming] = useState(false);
  const sections = SECTIONS.filter((section) => !section.isAdminOnly || role === 'ADMIN');
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="staff-header">
        <div className="staff-header__inner">
          <Link
            to={STAFF_PATHS.queue}
            className="staff-header__brand"
            // The visible name first (WCAG 2.5.3), then where it leads.
            aria-label="Study Abroad, work queue"
          >
            <BrandLogo />
          </Link>
          <nav aria-label={STAFF_CONSOLE_NAME} className="staff-nav">
            <ul className="staff-nav__list">
              {sections.map((section) => (
                <li key={section.to}>
                  <NavLink to={section.to} end={section.end} className="staff-nav__link">
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="staff-header__account">
            {bell}
            <p className="staff-header__who" title={name}>
              {name} {role && <span className="staff-header__role">({STAFF_ROLE_LABELS[role]})</span>}
            </p>
            <Button
              variant="default"
              className="staff-header__logout"
              onClick={() => logOut()}
              loading={isLoggingOut}
            >
              Logout
            </Button>
            <Button variant="subtle" className="staff-header__logout" onClick={() => setIsConfirming(true)}>
              {SIGN_OUT_EVERYWHERE_TEXTS.action}
            </Button>
            <SignOutEverywhereDialog
              isOpen={isConfirming}
              onClose={() => setIsConfirming(false)}
              onConfirm={signOutEverywhere}
              isPending={isSigningOutEverywhere}
            />
          </div>
        </div>
      </header>
      <main id="main" className="staff-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
