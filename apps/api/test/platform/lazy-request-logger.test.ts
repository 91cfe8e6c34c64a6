import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from '../../src/lib/lazy-request-logger.ts';

/** A request's logger writes what pino's child would, with the request id, only when the level allows. */
function logged(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  return { lines, logger: Fastify({ logger: { level, stream } }).log };
}

describe('lazy request logger', () => {
  it('writes nothing below the level, and lines at it with the request id', () => {
    const { lines, logger } = logged('warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-7' }, {});
    log.info('incoming request');
    log.debug({ a: 1 }, 'detail');
    expect(lines).toEqual([]);
    log.warn({ code: 'X' }, 'slow body');
    log.error('failed');
    expect(lines.map(({ reqId, msg, code }) => ({ reqId, msg, code }))).toEqual([
      { reqId: 'req-7', msg: 'slow body', code: 'X' },
      { reqId: 'req-7', msg: 'failed', code: undefined },
    ]);
    expect(log.level).toBe('warn');
  });

  it('passes the request id on to its own children', () => {
    const { lines, logger } = logged('info');
    lazyRequestLogger(logger, { reqId: 'req-8' }, {}).child({ part: 'upload' }).info('staged');
    expect(lines[0]).toMatchObject({ reqId: 'req-8', part: 'upload', msg: 'staged' });
  });
});
