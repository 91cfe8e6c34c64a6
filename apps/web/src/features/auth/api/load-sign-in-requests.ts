type TSignInRequests = typeof import('./sign-in-requests.ts');

let loading: Promise<TSignInRequests> | undefined;

/** Loads the sign-in request chunk once (again after a failed load, e.g. offline). */
export function loadSignInRequests(): Promise<TSignInRequests> {
  loading ??= import('./sign-in-requests.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
