import { ERROR_MESSAGES } from '@portal/contract';

/** The error body every API failure carries (architecture: {status, message, debugMessage}); read loosely. */
export type TApiErrorBody = {
  status?: string;
  message?: string;
  debugMessage?: string;
  errors?: { path: string; message: string }[];
};

/** Every failed call rejects with this: the HTTP status (none for network failures) and the server's body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; undefined when no response arrived (network, timeout, canceled). */
    readonly httpStatus: number | undefined,
    /** axios error code: ERR_NETWORK, ECONNABORTED, ETIMEDOUT, ERR_CANCELED, ERR_BAD_REQUEST… */
    readonly code: string | undefined,
    readonly body: TApiErrorBody | undefined,
  ) {
    super(message);
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function readBody(data: unknown): TApiErrorBody | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const errors = Array.isArray(record.errors)
    ? record.errors.filter(
        (item): item is { path: string; message: string } =>
          typeof item?.path === 'string' && typeof item?.message === 'string',
      )
    : undefined;
  return {
    status: text(record.status),
    message: text(record.message),
    debugMessage: text(record.debugMessage),
    ...(errors?.length ? { errors } : {}),
  };
}

/** §8 generic failures (network error, aborted, timeout exceeded, canceled, bad status), in plain words. */
const GENERIC_MESSAGES: Record<string, string> = {
  ERR_NETWORK: 'Network error: check your connection and try again.',
  ECONNABORTED: 'The request was aborted or timed out (timeout exceeded). Please try again.',
  ETIMEDOUT: 'The server took too long to answer (timeout exceeded). Please try again.',
  ERR_CANCELED: 'The request was canceled.',
};
const DEFAULT_MESSAGE = 'Something went wrong. Please try again.';

type TAxiosLikeError = {
  isAxiosError: true;
  code?: string | undefined;
  response?: { status: number; data: unknown } | undefined;
};

// Duck-typed (axios marks its errors) so this module, used by the query client, does not pull in axios.
const isAxiosLikeError = (error: unknown): error is TAxiosLikeError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** Turns whatever axios rejected with into an ApiError (the response interceptor's job). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosLikeError(error)) {
    const httpStatus = error.response?.status;
    const body = readBody(error.response?.data);
    const generic =
      (error.code && GENERIC_MESSAGES[error.code]) ||
      (httpStatus ? `Request failed with status code ${httpStatus}` : DEFAULT_MESSAGE);
    return new ApiError(body?.debugMessage ?? body?.message ?? generic, httpStatus, error.code, body);
  }
  return new ApiError(
    error instanceof Error ? error.message : DEFAULT_MESSAGE,
    undefined,
    undefined,
    undefined,
  );
}

/**
 * §4: a 401 ends the session, except a wrong sign-in code (debugMessage 'Invalid OTP') or a body whose
 * status is UNAUTHORIZED: then the user stays where they are.
 */
export function isSessionExpired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.httpStatus !== 401) return false;
  if (error.body?.debugMessage === ERROR_MESSAGES.invalidOtp) return false;
  return error.body?.status !== 'UNAUTHORIZED';
}

export const isCanceled = (error: unknown) => error instanceof ApiError && error.code === 'ERR_CANCELED';

/**
 * What to tell the user (§8): the server's debugMessage or message when it sent one (not for a 5xx, whose
 * text is generic), else the call's own fallback, else a plain description of the failure.
 */
export function errorMessageOf(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    const isServerFault = error.httpStatus !== undefined && error.httpStatus >= 500;
    const serverText = isServerFault ? undefined : (error.body?.debugMessage ?? error.body?.message);
    return serverText ?? fallback ?? error.message;
  }
  return fallback ?? DEFAULT_MESSAGE;
}

/** Per-field reasons of a rejected form (`path` like "details.country"), when the server sent them. */
export const fieldErrorsOf = (error: unknown) =>
  error instanceof ApiError ? (error.body?.errors ?? []) : [];
