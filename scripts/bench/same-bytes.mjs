// The same-bytes reference: the API's own Fastify (resolved from apps/api) alone in its process, with a
// bare route per captured method and path that sends a captured answer (capture.mjs) as it is: the
// status, the headers and the body bytes, picked by the request's replay header. A JSON body is parsed
// by Fastify's own parser, as the portal's is. `node scripts/bench/same-bytes.mjs <port> <answers.json>`;
// prints "ready" once it listens.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

const REPLAY_HEADER = 'x-replay';
const captured = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const answers = new Map(
  Object.entries(captured).map(([key, answer]) => [
    key,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
);

const app = Fastify({ logger: false });
const routes = new Set();
for (const { method, path } of answers.values()) {
  if (routes.has(`${method} ${path}`)) continue;
  routes.add(`${method} ${path}`);
  app.route({
    method,
    url: path,
    handler: (request, reply) => {
      const answer = answers.get(request.headers[REPLAY_HEADER]);
      if (!answer) return reply.code(404).send();
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  });
}
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('ready');
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close());
