import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { PATHS } from '../../lib/paths.ts';
import { hasToken } from '../../lib/session.ts';

/** §2/§6: the protected routes need a stored token; without one the user is sent to /. */
export function RequireAuth() {
  if (!hasToken()) return <Navigate to={PATHS.landing} replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
