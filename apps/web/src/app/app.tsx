import { useEffect } from 'react';
import { BrowserRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { endSession } from '../lib/end-session.ts';
import { notify } from '../lib/notify.tsx';
import { createAppQueryClient } from '../lib/query-client.ts';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

let navigateOutsideReact: NavigateFunction | undefined;

const queryClient = createAppQueryClient({
  notify,
  // §4: a 401 that is not a sign-in failure clears both storages and goes to /login.
  onSessionExpired: () =>
    endSession(queryClient, (path) => {
      if (window.location.pathname === path) return;
      if (navigateOutsideReact) void navigateOutsideReact(path, { replace: true });
      else window.location.assign(path);
    }),
});

/** Lets the query client's callbacks navigate (they run outside React). */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateOutsideReact = navigate;
  }, [navigate]);
  return null;
}

function RoutesWithBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <AppRoutes />
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <NavigationBridge />
        <RoutesWithBoundary />
      </BrowserRouter>
    </Providers>
  );
}
