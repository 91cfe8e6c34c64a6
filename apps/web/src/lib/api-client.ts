// First: zod must be told before any response is parsed (lib/zod-config.ts). Here, not in the start-up
// code: every parse follows a call, and the sign-in route's first load carries no zod.
import './zod-config.ts';
import { LIMITS, XSRF } from '@portal/contract';
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { toApiError } from './api-error.ts';
import { readToken } from './session.ts';

/**
 * The one HTTP client (§7): same origin (the API serves the app; Vite proxies in development), the 10-second
 * timeout, JSON, the Bearer token from local storage and the XSRF cookie/header convention. Failures reject
 * with ApiError; what happens next (toasts, the §4 401 rule, redirects) is decided in the query client.
 */
export const apiClient = axios.create({
  baseURL: '',
  timeout: LIMITS.requestTimeoutMs,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  xsrfCookieName: XSRF.cookie,
  xsrfHeaderName: XSRF.header,
});

apiClient.interceptors.request.use((config) => {
  const token = readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** Requests already sent again once (below): never a second time. */
const resent = new WeakSet<InternalAxiosRequestConfig>();

/**
 * A call sent with a staff token that another call renewed meanwhile (and so revoked: staff/lib/
 * use-staff-session-renewal.ts) is refused with 401 though the session lives: it is sent once more with
 * the stored token. Anything else rejects as it came.
 */
apiClient.interceptors.response.use(undefined, (error: unknown) => {
  const config = axios.isAxiosError(error) ? error.config : undefined;
  const token = readToken();
  const sentWith = config?.headers.get('Authorization');
  if (
    config &&
    axios.isAxiosError(error) &&
    error.response?.status === 401 &&
    !resent.has(config) &&
    token &&
    typeof sentWith === 'string' &&
    sentWith !== `Bearer ${token}`
  ) {
    resent.add(config);
    return apiClient.request(config);
  }
  return Promise.reject(toApiError(error));
});
