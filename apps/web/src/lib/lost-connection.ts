import { ApiError, isCanceled } from './api-error.ts';

/**
 * A mutation's retry rule for a request that got no answer at all (the connection went): one more try.
 * TanStack Query holds a retry while the browser is offline (the mutation is then paused) and sends it
 * when the network is back, so a save or an upload interrupted by going offline goes through later.
 */
export const isRetriedAfterLostConnection = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && error instanceof ApiError && error.httpStatus === undefined && !isCanceled(error);
