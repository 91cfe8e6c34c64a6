import http from 'node:http';

export type TProbe = { path: string; status: number; ms: number; body: string };

/**
 * One GET on a connection of its own (no keep-alive), as a load balancer's health check does; status 0
 * when the connection failed or nothing came back within `timeoutMs`.
 */
export function probe(base: string, pathname: string, timeoutMs = 10_000): Promise<TProbe> {
  const startedAt = performance.now();
  const done = (status: number, body: string) => ({
    path: pathname,
    status,
    ms: performance.now() - startedAt,
    body,
  });
  return new Promise((resolve) => {
    const request = http.get(`${base}${pathname}`, { agent: false, timeout: timeoutMs }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve(done(response.statusCode ?? 0, body)));
      response.on('error', () => resolve(done(0, body)));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(done(0, '')));
  });
}
