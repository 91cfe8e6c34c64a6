import type { FastifyRequest } from 'fastify';

/**
 * What the server's log may say about a request or an error (docs/decisions/0013-log-privacy.md, ASVS V16.2.5
 * / V14.2.1): no mobile number, no signed link's signature, no search text, no SQL parameter. The log is read
 * by whoever runs the portal and is kept, shipped and backed up with less care than the database.
 */

const MASK = '•';
const REDACTED = '[redacted]';

/** A mobile number as its last two digits: enough to match a support call to a log line, no more. */
export function maskPhone(value: unknown): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  return digits.length <= 4
    ? MASK.repeat(digits.length)
    : `${MASK.repeat(digits.length - 2)}${digits.slice(-2)}`;
}

/**
 * An email address as its first letter and top-level domain ("p•••@•••.com"): it says which kind of
 * address it was, never whose. A value that is no address at all is redacted.
 */
export function maskEmail(value: unknown): string {
  const text = String(value ?? '');
  const at = text.lastIndexOf('@');
  if (at < 1) return REDACTED;
  const tld =
    text
      .slice(at + 1)
      .split('.')
      .pop() ?? '';
  return `${text[0]}${MASK.repeat(3)}@${MASK.repeat(3)}.${tld}`;
}

const EMAIL_IN_TEXT = /[^\s<>()"',;:]+@[^\s<>()"',;:]+\.[a-z]{2,}/gi;

/** Text (an SMTP server's reply, an error message) with every address in it masked. */
export const maskEmailsIn = (text: string): string =>
  text.replace(EMAIL_IN_TEXT, (found) => maskEmail(found));

/** Query keys whose values are ids, paging or enums, never personal data or a secret: logged as sent. */
const SAFE_QUERY_KEYS = new Set([
  'page',
  'pageSize',
  'size',
  'sort',
  'studentId',
  'journeyId',
  'enrollmentId',
  'applicationId',
  'documentId',
  'versionId',
  'courseId',
  'file',
  'expires',
  'status',
  'stage',
  'type',
  'role',
  'date',
]);
const PHONE_KEY = /mobile|phone/i;
const EMAIL_KEY = /^(email|to)$/i;
const SAFE_VALUE = /^[\w.:-]{0,40}$/;

/**
 * The URL as the log shows it: the path, and each query key with its value only when the key is known
 * to be harmless (SAFE_QUERY_KEYS); a phone number masked; anything else (a signature, a search, an
 * event code) as [redacted]. Built by hand so the mask is not percent-encoded.
 */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const parts: string[] = [];
  for (const [key, value] of new URLSearchParams(url.slice(at + 1))) {
    const shownKey = SAFE_VALUE.test(key) ? key : REDACTED;
    let shown = REDACTED;
    if (PHONE_KEY.test(key)) shown = maskPhone(value);
    else if (EMAIL_KEY.test(key)) shown = maskEmail(value);
    else if (SAFE_QUERY_KEYS.has(key) && SAFE_VALUE.test(value)) shown = value;
    parts.push(`${shownKey}=${shown}`);
  }
  return `${url.slice(0, at)}?${parts.join('&')}`;
}

/** Fastify's request serializer, with the URL made safe (headers were never logged). */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: safeUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The request without its query string at all (the staff search and exports: a name or number in `q`). */
export const pathOnlyRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});

/**
 * Fields of a database error that never carry a value: the SQLSTATE and where it happened. Left out on
 * purpose: drizzle's `params` (and its message's "params: …" line), PostgreSQL's `detail` ("Key
 * (mobile_number)=(98…) already exists"), `where`, `internalQuery`, PGlite's `params`/`queryOptions`.
 */
const ERROR_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine', 'statusCode'];
const MAX_CAUSES = 5;

/** A message without drizzle's parameter list (it follows "params:" to the end of the message). */
const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');

/**
 * PostgreSQL quotes the offending value in a data exception (SQLSTATE class 22: `invalid input syntax
 * for type date: "…"`) and a trigger's RAISE (class P0) may say anything; in other classes quotes
 * hold names (constraints, relations), which say where it failed and stay.
 */
const QUOTES_VALUES = /^(22|P0)/;
const withoutQuotedValues = (message: string, code: unknown) =>
  typeof code === 'string' && QUOTES_VALUES.test(code)
    ? message.replace(/"[^"]*"/g, '"[redacted]"')
    : message;

/** The stack's frames only: its first line repeats the message, parameters and all. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * pino's `err` serializer: type, message (parameters cut), code and the named fields above, frames of
 * the stack, and the cause chain the same way. SQL text (`query`, with $1 placeholders) is kept: it
 * says which statement failed and holds no value.
 */
type TSerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

export function serializeError(error: unknown, depth = 0): TSerializedError {
  if (!(error instanceof Error)) {
    return {
      type: typeof error,
      message: typeof error === 'string' ? maskEmailsIn(withoutParams(error)) : REDACTED,
      stack: '',
    };
  }
  const record = error as Error & Record<string, unknown>;
  const result: TSerializedError = {
    type: error.name || error.constructor?.name || 'Error',
    message: maskEmailsIn(withoutQuotedValues(withoutParams(error.message), record.code)),
    stack: framesOf(error.stack),
  };
  if (typeof record.query === 'string') result.query = record.query;
  for (const field of ERROR_FIELDS) {
    if (record[field] !== undefined && typeof record[field] !== 'object') result[field] = record[field];
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) result.cause = serializeError(error.cause, depth + 1);
  return result;
}

/**
 * Keys of a logged object that hold personal data, masked wherever a call logs them: numbers to their
 * last two digits, email addresses (`email`, and `to` as an email's recipient) as maskEmail shows them.
 */
const PERSONAL_KEYS = ['mobileNumber', 'phoneNumber', 'passportNumber', 'email', 'to'];
const censorFor = (key: string) => {
  if (PHONE_KEY.test(key)) return maskPhone;
  if (EMAIL_KEY.test(key)) return maskEmail;
  return () => REDACTED;
};

/** Pino options for the app's logger: serializers above, headers and personal keys redacted. */
export function loggerOptions(level: string, stream?: { write: (line: string) => void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest, err: serializeError },
    redact: {
      // `*.headers`: @fastify/multipart logs its busboy options, request headers and all, at trace.
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.headers.authorization',
        '*.headers.cookie',
        ...PERSONAL_KEYS,
        ...PERSONAL_KEYS.map((key) => `*.${key}`),
        ...PERSONAL_KEYS.map((key) => `*.*.${key}`),
      ],
      censor: (value: unknown, path: string[]) => censorFor(path[path.length - 1] ?? '')(value),
    },
  };
}
