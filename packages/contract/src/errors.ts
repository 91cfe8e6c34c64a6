import { z } from 'zod';

/** Code words of the `status` field of every error body (architecture: API conventions). */
export const ERROR_STATUSES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'SESSION_EXPIRED',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export const ZErrorStatus = z.enum(ERROR_STATUSES);
export type TErrorStatus = z.infer<typeof ZErrorStatus>;

export const ZApiError = z.object({
  status: ZErrorStatus,
  message: z.string(),
  debugMessage: z.string(),
  /** Per-field reasons of a rejected form (path like "email" or "additionalDocuments.0.score"). */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
