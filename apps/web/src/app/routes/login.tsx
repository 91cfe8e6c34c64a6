import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { LoginScreen } from '../../features/auth/components/login-screen.tsx';
import { useEventFromUrl } from '../../features/auth/hooks/use-event-code-from-url.ts';
import { hasToken, homePath } from '../../lib/session.ts';

// Only an event link needs it: kept out of the sign-in screen's first load.
const EventSignInSummary = lazy(() => import('../../features/events/components/event-sign-in-summary.tsx'));

/**
 * `/`, `/login` and every unknown address (§2). A signed-in user is sent home instead, unless the address
 * carries an event code (`/?eventCode=JLG`), which is kept in session storage for the event flow; the
 * event's name, date and place then show above the form once the code checked out.
 */
export default function LoginRoute() {
  const { eventCode, event } = useEventFromUrl();
  if (hasToken() && !eventCode) return <Navigate to={homePath()} replace />;
  return (
    <LoginScreen
      aboveForm={
        event && (
          <Suspense fallback={null}>
            <EventSignInSummary event={event} />
          </Suspense>
        )
      }
    />
  );
}
