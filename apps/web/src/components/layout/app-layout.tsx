import { Progress } from '@mantine/core';
import { LIMITS } from '@portal/contract';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../ui/page-loader.tsx';
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

export type TAppLayoutProps = { screens: Readonly<Record<string, TScreen>> };

/** The signed-in page: skip link, header, the progress bar where §2 lists it, and the screen. */
export function AppLayout({ screens }: TAppLayoutProps) {
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
      <AppHeader />
      <div className="app-progress">
        {screen?.hasProgress && (
          <Progress
            value={LIMITS.mainProgressValue}
            size="sm"
            radius={0}
            aria-label="Your journey progress"
          />
        )}
      </div>
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
