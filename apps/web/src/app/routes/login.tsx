import { Navigate } from 'react-router';
import { LoginScreen } from '../../features/auth/components/login-screen.tsx';
import { useEventCodeFromUrl } from '../../features/auth/hooks/use-event-code-from-url.ts';
import { hasToken, homePath } from '../../lib/session.ts';

/**
 * `/`, `/login` and every unknown address (§2). A signed-in user is sent home instead, unless the address
 * carries an event code (`/?eventCode=JLG`), which is kept in session storage for the event flow.
 */
export default function LoginRoute() {
  const eventCode = useEventCodeFromUrl();
  if (hasToken() && !eventCode) return <Navigate to={homePath()} replace />;
  return <LoginScreen />;
}
