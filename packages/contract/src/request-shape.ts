/**
 * Limits on the shape of a request body, enforced by the API before anything walks the body. No
 * request of the portal nests deeper than 4 levels (a profile's academic rows); 32 leaves room and
 * still refuses the thousands of levels that overflow a recursive walk.
 */
export const MAX_JSON_DEPTH = 32;

export const REQUEST_SHAPE_MESSAGES = {
  nestedTooDeeply: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  /** Refusals of the HTTP parser itself, before any route (apps/api plugins/client-errors.ts). */
  malformedRequest:
    'The request is not well-formed HTTP (for example Transfer-Encoding together with Content-Length, or broken chunked encoding).',
  headersTooLarge: 'The request headers are too large.',
  chunkExtensionsTooLarge: 'The chunk extensions of the request body are too large.',
  requestTimeout: 'The request did not arrive in time.',
  notUtf8: 'The request body is not valid UTF-8 text.',
} as const;
