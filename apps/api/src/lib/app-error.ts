import type { TErrorStatus } from '@portal/contract';

const HTTP_BY_STATUS: Record<TErrorStatus, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

const MESSAGE_BY_STATUS: Record<TErrorStatus, string> = {
  BAD_REQUEST: 'The request is not valid.',
  UNAUTHORIZED: 'Sign-in failed.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  PAYMENT_REQUIRED: 'Payment is required first.',
  FORBIDDEN: 'You are not allowed to do that.',
  NOT_FOUND: 'Not found.',
  REQUEST_TIMEOUT: 'The request arrived too slowly. Please try again.',
  CONFLICT: 'That cannot be done in the current state.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'That content type is not supported.',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait and try again.',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'The service is not ready yet. Please try again shortly.',
};

export type TFieldError = { path: string; message: string };

/** The one error type of the API: a code word, mapped to its HTTP status, with a reason the client may show. */
export class AppError extends Error {
  readonly httpStatus: number;
  constructor(
    readonly status: TErrorStatus,
    readonly debugMessage: string,
    readonly publicMessage: string = MESSAGE_BY_STATUS[status],
    readonly fieldErrors?: TFieldError[],
  ) {
    super(debugMessage);
    this.httpStatus = HTTP_BY_STATUS[status];
  }
}

export const defaultMessageOf = (status: TErrorStatus) => MESSAGE_BY_STATUS[status];

export const badRequest = (reason: string, fieldErrors?: TFieldError[]) =>
  new AppError('BAD_REQUEST', reason, MESSAGE_BY_STATUS.BAD_REQUEST, fieldErrors);
export const notFound = (reason: string) => new AppError('NOT_FOUND', reason);
export const forbidden = (reason = 'You can only access your own data.') => new AppError('FORBIDDEN', reason);
export const conflict = (reason: string) => new AppError('CONFLICT', reason);
export const sessionExpired = (reason: string) => new AppError('SESSION_EXPIRED', reason);
export const tooManyRequests = (reason: string) => new AppError('TOO_MANY_REQUESTS', reason);
