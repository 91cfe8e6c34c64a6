import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { PATHS } from '../../lib/paths.ts';
import {
  didThisPageEndTheSession,
  hasToken,
  needsSessionRestore,
  onTokenChangedElsewhere,
  storeAfterSignInPath,
} from '../../lib/session.ts';

// Needed only by a tab that has the token but not its session keys: its own chunk (the HTTP client and
// the schema stay out of the sign-in screen's code).
const SessionRestore = lazy(() =>
  import('../../features/auth/components/session-restore.tsx').then((module) => ({
    default: module.SessionRestore,
  })),
);

/**
 * §2/§6: the protected routes need a stored token; without one the user is sent to / (to /login when
 * this page has just ended the session, where endSession is sending them). A tab that has the
 * token but not the per-tab keys (a second tab, a new window) restores them first ('Please wait..'), so no
 * signed-in screen makes a call without its studentId. When another tab signs out, or in as someone else,
 * this one starts afresh: a reload re-reads the token, so it neither keeps showing the previous account's
 * data nor sends that account's ids with the new token.
 */
export function RequireAuth() {
  const [isRestored, setIsRestored] = useState(() => !needsSessionRestore());
  const markRestored = useCallback(() => setIsRestored(true), []);
  const { pathname } = useLocation();
  useEffect(() => onTokenChangedElsewhere(() => window.location.reload()), []);
  if (!hasToken()) {
    // An email's link to one notification leads there after sign-in (features/auth/sign-in-destination.ts).
    if (pathname.startsWith(`${PATHS.notifications}/`)) storeAfterSignInPath(pathname);
    return <Navigate to={didThisPageEndTheSession() ? PATHS.login : PATHS.landing} replace />;
  }
  return (
    // Above both layouts: while a layout's code loads, 'Please wait..' is the whole page (its main).
    <Suspense fallback={<PageLoader isWholePage />}>
      {isRestored ? <Outlet /> : <SessionRestore onRestored={markRestored} />}
    </Suspense>
  );
}
