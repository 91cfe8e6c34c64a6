import {
  AVAILABILITY_MESSAGES,
  OVERLOAD_RETRY_AFTER_SECONDS,
  type TApiError,
  type TErrorStatus,
} from '@portal/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, defaultMessageOf, type TFieldError } from '../lib/app-error.ts';
import { isOutOfDescriptors } from '../lib/descriptor-limit.ts';

const STATUS_BY_HTTP: Record<number, TErrorStatus> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'BAD_REQUEST',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

const FASTIFY_REASONS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but the content type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'That content type is not supported; send application/json.',
};

/**
 * The first issue as the reason the client shows. Our own messages (the exact texts of §5) stand
 * alone; zod's generic ones get the field name in front so they still make sense.
 */
function describeIssue(issue: TFieldError, context: string | undefined): string {
  const isGeneric = /^(Invalid|Unrecognized|Too (big|small)|Expected)/.test(issue.message);
  if (!isGeneric) return issue.message;
  const where = issue.path || (context === 'body' ? 'request body' : (context ?? 'request'));
  return `${where}: ${issue.message}`;
}

/** SQLSTATEs (class 22, data exception) that mean the client sent a value the database cannot hold. */
const DATA_EXCEPTION_REASONS: Record<string, string> = {
  '22001': 'A text value is too long.',
  '22003': 'A number is out of range.',
  '22021': 'Text contains characters that cannot be stored.',
  '22P05': 'Text contains characters that cannot be stored.',
  '22P02': 'A value has the wrong format.',
  '22007': 'A date or time has the wrong format.',
  '22008': 'A date or time is out of range.',
};

/** A backstop behind the schemas: a data exception anywhere in the cause chain is a 400, not a 500. */
function databaseInputReason(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTION_REASONS[code]) return DATA_EXCEPTION_REASONS[code];
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function body(
  status: TErrorStatus,
  debugMessage: string,
  message = defaultMessageOf(status),
  errors?: TFieldError[],
) {
  const result: TApiError = { status, message, debugMessage };
  if (errors?.length) result.errors = errors;
  return result;
}

/** Maps every failure to `{status, message, debugMessage}`; a 5xx never shows internals. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Refused before its body was read (an upload past a quota, no slot free): close the connection
      // after the answer rather than read and discard the body to keep it alive. A flood of refused
      // 2.5 MB photos on 8 kept-alive connections had the server draining ~600 MB/s and serving no
      // new connection (measured by `npm run soak -- --attack`). An upload's admission closes
      // on any refusal (files/upload-admission.ts); a refusal after the body started does not close,
      // since a reset could lose the answer to a client still sending.
      if (error.httpStatus >= 429 && !request.raw.complete) reply.header('connection', 'close');
      return reply
        .code(error.httpStatus)
        .send(body(error.status, error.debugMessage, error.publicMessage, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'is not valid',
      }));
      const first = errors[0];
      const reason = first ? describeIssue(first, error.validationContext) : 'Invalid request';
      return reply.code(400).send(body('BAD_REQUEST', reason, defaultMessageOf('BAD_REQUEST'), errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(body('INTERNAL_SERVER_ERROR', 'Internal server error'));
    }
    // Out of file descriptors (a file, a socket or a database connection could not be opened): the
    // process is overloaded, not broken; the client may retry.
    if (isOutOfDescriptors(error)) {
      request.log.warn({ code: (error as NodeJS.ErrnoException).code }, 'out of file descriptors');
      return reply
        .code(503)
        .header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
        .send(body('SERVICE_UNAVAILABLE', 'Out of file descriptors', AVAILABILITY_MESSAGES.overloaded));
    }
    const storageReason = databaseInputReason(error);
    if (storageReason) return reply.code(400).send(body('BAD_REQUEST', storageReason));
    const httpStatus = error.statusCode ?? 500;
    if (httpStatus >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(body('INTERNAL_SERVER_ERROR', 'Internal server error'));
    }
    const status = STATUS_BY_HTTP[httpStatus] ?? 'BAD_REQUEST';
    const reason = (error.code && FASTIFY_REASONS[error.code]) || error.message;
    return reply.code(httpStatus).send(body(status, reason));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(body('NOT_FOUND', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
