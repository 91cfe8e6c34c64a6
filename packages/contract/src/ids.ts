import { z } from 'zod';

/** The largest id a PostgreSQL integer column holds; larger ones are refused before any query. */
export const MAX_DB_ID = 2_147_483_647;

/** A positive whole-number id as it arrives in a path, query string or body, named in its message. */
export const makePositiveId = (name = 'id') => {
  const message = `${name} must be a positive whole number`;
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_DB_ID, message);
};
