import { type TSessionResponse, ZSessionResponse } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { storeRestoredSession } from '../../../lib/session.ts';
import { SESSION_KEYS } from './session-keys.ts';

/** GET /auth/session: the token's account fields (the sign-in answer's, without a new token). */
export async function getSession(signal?: AbortSignal): Promise<TSessionResponse> {
  const response = await apiClient.get('/auth/session', { signal });
  return ZSessionResponse.parse(response.data);
}

/**
 * The per-tab keys (§3 session storage) of a tab that has only the token, restored from the server. They
 * are written here, before the query settles, so the screens rendered on success already read them.
 */
export const sessionRestoreQuery = () =>
  queryOptions({
    queryKey: SESSION_KEYS.restore(),
    queryFn: async ({ signal }) => {
      const session = await getSession(signal);
      storeRestoredSession(session);
      return session;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // The guard shows the failure with a retry; a 401 still ends the session (§4, lib/query-client.ts).
    meta: { isShownInline: true },
  });
