import type { FastifyRequest } from 'fastify';

/**
 * The request as the log shows it, without its query string: the staff search and the exports carry
 * a student's name or phone number in `q`, which must not end up in the server's logs.
 */
export const pathOnlyRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});
