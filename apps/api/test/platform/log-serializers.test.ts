import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError } from '../../src/lib/log-serializers.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

/** A value PostgreSQL quotes back in a data exception's message must not reach the log. */
describe('database errors in the log', () => {
  it.each([
    ['a date', sql`select ${'98765 43210'}::date`],
    ['a number', sql`select ${'passport K1234567'}::integer`],
  ])('keeps the SQLSTATE but not the value of a bad %s', async (_kind, query) => {
    const error = await t.app.db.execute(query).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toMatch(/22P02|22007|22008/);
    expect(logged).not.toContain('98765');
    expect(logged).not.toContain('K1234567');
  });
});
