import { Progress } from '@mantine/core';
import { LIMITS } from '@portal/contract';
import { type ComponentType, type ReactNode, Suspense, useEffect, useId } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { TUseStudentAccount } from '../../lib/account.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import type { TAccountMenuOpenerProps } from './account-menu.tsx';
import { AppHeader } from './app-header.tsx';
import './app-layout-styles.ts';

/** What the layout needs to know about a screen. */
export type TScreen = {
  /** The document title. */
  title: string;
  /** §2: the progress bar at 60 shows on the main screens. */
  hasProgress: boolean;
};

const APP_NAME = 'Study Abroad Portal';

export type TAppLayoutProps = {
  screens: Readonly<Record<string, TScreen>>;
  /** The avatar's account and its menu, wired by the app (app/signed-in-layout.tsx). */
  useAccount: TUseStudentAccount;
  AccountMenu: ComponentType<TAccountMenuOpenerProps>;
  /** The notification bell, wired by the app (its count polled, its menu lazy). */
  bell?: ReactNode;
};

const JOURNEY_TEXTS = { label: 'Your journey', bar: 'Your journey progress' } as const;

/**
 * §2 Route table, "Signed-in screens show a progress bar at 60": the student's place on the §1 journey
 * (browse, profile, counselling, payment, applications, offer), drawn as a labelled band under the
 * header with its track and its number, so it reads as progress and not as a page still loading. It is
 * a region landmark of its own (axe: all content inside landmarks).
 */
function JourneyProgress() {
  const labelId = useId();
  return (
    <section className="app-progress" aria-labelledby={labelId}>
      <div className="app-progress__inner">
        <span id={labelId} className="app-progress__label">
          {JOURNEY_TEXTS.label}
        </span>
        <Progress
          className="app-progress__bar"
          value={LIMITS.mainProgressValue}
          size="md"
          radius="xl"
          aria-label={JOURNEY_TEXTS.bar}
        />
        <span className="app-progress__value" aria-hidden="true">
          {LIMITS.mainProgressValue}%
        </span>
      </div>
    </section>
  );
}

/** The signed-in page: skip link, header, the progress bar where §2 lists it, and the screen. */
export function AppLayout({ screens, useAccount, AccountMenu, bell }: TAppLayoutProps) {
  const { pathname } = useLocation();
  const screen = screens[pathname];

  useEffect(() => {
    document.title = screen ? `${screen.title} | ${APP_NAME}` : APP_NAME;
  }, [screen]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader useAccount={useAccount} AccountMenu={AccountMenu} bell={bell} />
      {screen?.hasProgress && <JourneyProgress />}
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
