import { type ComponentType, type ReactNode, useEffect } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { appQueryClient, setNavigateOutsideReact } from './app-query-client.ts';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/** Lets the query client's callbacks navigate (they run outside React). */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigateOutsideReact(navigate);
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

export type TAppProps = {
  /** The browser's router; the build's prerender (src/prerender.tsx) passes a static one. */
  Router?: ComponentType<{ children: ReactNode }>;
};

export function App({ Router = BrowserRouter }: TAppProps) {
  return (
    <Providers queryClient={appQueryClient}>
      <Router>
        <NavigationBridge />
        <ScrollToTop />
        <RoutesWithBoundary />
      </Router>
    </Providers>
  );
}
