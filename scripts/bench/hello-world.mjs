// The yardstick: the API's own Fastify (resolved from apps/api) answering {hello: 'world'}, alone in
// its process. `node scripts/bench/hello-world.mjs <port>`; prints "ready" once it listens.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('ready');
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close());
