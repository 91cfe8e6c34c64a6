// First: zod must be told before any response is parsed (lib/zod-config.ts). Here, not in the start-up
// code: every parse follows a call, and the sign-in route's first load carries no zod.
import './zod-config.ts';
import { LIMITS, XSRF } from '@portal/contract';
import axios from 'axios';
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

apiClient.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
