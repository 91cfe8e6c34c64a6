import type { NavigateFunction } from 'react-router';
import { endSession } from '../lib/end-session.ts';
import { notify } from '../lib/notify.tsx';
import { createAppQueryClient } from '../lib/query-client.ts';
import { sessionEndedMessageOf } from '../lib/session-ended.ts';

let navigateOutsideReact: NavigateFunction | undefined;

/** Lets the query client's callbacks navigate (they run outside React); set by app.tsx. */
export function setNavigateOutsideReact(navigate: NavigateFunction) {
  navigateOutsideReact = navigate;
}

/**
 * The app's one query client (a module singleton, so a route module may start its first request while
 * its chunk loads, before React renders it: see routes/courses.tsx).
 */
export const appQueryClient = createAppQueryClient({
  notify,
  // §4: a 401 that is not a sign-in failure clears both storages and goes to /login (saying why, when
  // the server said: idle, 8 hours, sessions ended).
  onSessionExpired: (error) =>
    endSession(
      appQueryClient,
      (path) => {
        if (window.location.pathname === path) return;
        if (navigateOutsideReact) void navigateOutsideReact(path, { replace: true });
        else window.location.assign(path);
      },
      sessionEndedMessageOf(error),
    ),
});
