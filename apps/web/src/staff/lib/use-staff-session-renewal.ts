import { SESSION_POLICY, SESSION_POLICY_MESSAGES } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isSessionExpired } from '../../lib/api-error.ts';
import { endSession } from '../../lib/end-session.ts';
import { readToken, storeToken } from '../../lib/session.ts';
import { sessionEndedMessageOf } from '../../lib/session-ended.ts';
import { readTokenClaims } from '../../lib/token-claims.ts';
import { renewSession } from '../api/renew-session.ts';

/** How often the token's age is looked at (and a tab that slept catches up): well within the idle period. */
export const SESSION_CHECK_EVERY_MS = 15_000;
/** What counts as the staff member being active: their own input, not the app's background calls. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Keeps a staff session alive while its member works, and ends it when they do not
 * (docs/decisions/0009-staff-session-lifetime.md): the server refuses a staff token
 * SESSION_POLICY.staffIdleSeconds after it was issued and every staff session after staffAbsoluteSeconds. So,
 * every SESSION_CHECK_EVERY_MS (and when the tab shows again): a token older than staffRenewAfterSeconds is
 * renewed if the member used this tab since it was issued; a token past either limit sends them to sign-in
 * with the reason, rather than leaving a console that shows data it can no longer refresh. Students' tokens
 * carry no auth_time: nothing to do.
 */
export function useStaffSessionRenewal(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let lastActivityMs = Date.now(); // opening the console is activity
    let isRenewing = false;
    const onActivity = () => {
      lastActivityMs = Date.now();
    };
    const end = (message: string | undefined) =>
      endSession(queryClient, (path) => navigate(path, { replace: true }), message);

    const check = async () => {
      const token = readToken();
      const claims = readTokenClaims(token);
      if (!token || claims?.authTime === undefined || claims.iat === undefined || isRenewing) return;
      const nowSeconds = Date.now() / 1000;
      if (nowSeconds >= claims.authTime + SESSION_POLICY.staffAbsoluteSeconds)
        return end(SESSION_POLICY_MESSAGES.absoluteExpired);
      if (nowSeconds >= claims.iat + SESSION_POLICY.staffIdleSeconds)
        return end(SESSION_POLICY_MESSAGES.idleExpired);
      const isDue = nowSeconds - claims.iat >= SESSION_POLICY.staffRenewAfterSeconds;
      if (!isDue || lastActivityMs / 1000 <= claims.iat) return;
      isRenewing = true;
      try {
        storeToken(await renewSession());
      } catch (error) {
        // Another tab may have renewed it first (the stored token changed): this tab carries on with that.
        if (isSessionExpired(error) && readToken() === token) end(sessionEndedMessageOf(error));
      } finally {
        isRenewing = false;
      }
    };
    const run = () => void check();
    const onVisible = () => document.visibilityState === 'visible' && run();
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(run, SESSION_CHECK_EVERY_MS);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [queryClient, navigate]);
}
