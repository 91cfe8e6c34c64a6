import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessageOf, isCanceled, isSessionExpired } from './api-error.ts';
import type { TNotifier } from './notify.tsx';

/**
 * What a query or mutation asks the shared callbacks to do (architecture: toasts and redirects live here,
 * never in the HTTP client nor in each screen):
 * - errorMessage: toast an error, with the server's message when it sent one, else this fallback (§8);
 * - successMessage: toast a success (mutations): a text, or one made from the answer (a count the server
 *   gives);
 * - isShownInline: the screen shows the failure itself (no toast, nothing logged).
 * Otherwise a failure is only logged (§8 "logged only").
 */
export type TRequestMeta = {
  errorMessage?: string;
  successMessage?: string | ((answer: unknown) => string);
  isShownInline?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: TRequestMeta;
    mutationMeta: TRequestMeta;
  }
}

export type TQueryClientDeps = {
  notify: TNotifier;
  /** §4: a 401 that is not a sign-in failure; the app clears both storages and goes to /login. */
  onSessionExpired: (error: unknown) => void;
};

const MAX_QUERY_RETRIES = 2;

/** Only failures that may pass are retried: no answer at all, or the server's own fault (5xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES || !(error instanceof ApiError) || isCanceled(error)) return false;
  return error.httpStatus === undefined || error.httpStatus >= 500;
}

export function createAppQueryClient({ notify, onSessionExpired }: TQueryClientDeps): QueryClient {
  const handleError = (error: unknown, meta: TRequestMeta | undefined) => {
    if (isSessionExpired(error)) {
      onSessionExpired(error);
      return;
    }
    if (isCanceled(error)) return;
    if (meta?.errorMessage !== undefined) notify.error(errorMessageOf(error, meta.errorMessage));
    else if (!meta?.isShownInline) console.error(error);
  };

  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => handleError(error, mutation.meta),
      onSuccess: (data, _variables, _result, mutation) => {
        const message = mutation.meta?.successMessage;
        if (message) notify.success(typeof message === 'function' ? message(data) : message);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
