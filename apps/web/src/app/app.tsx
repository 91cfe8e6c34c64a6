import { useEffect } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { appQueryClient, setNavigateOutsideReact } from './app-query-client.ts';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

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

export function App() {
  return (
    <Providers queryClient={appQueryClient}>
      <BrowserRouter>
        <NavigationBridge />
        <RoutesWithBoundary />
      </BrowserRouter>
    </Providers>
  );
}
