import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import { toFastSchema, UnsupportedSchemaError } from './fast-response-schema.ts';

type TSerialize = (data: unknown) => string;

/**
 * One fast serializer per zod schema, shared by every route and status answering with it (ZApiError…);
 * null when the schema keeps zod's serializer.
 */
const fastSerializers = new WeakMap<$ZodType, TSerialize | null>();

function fastSerializerOf(schema: unknown): TSerialize | null {
  if (!(schema instanceof $ZodType)) return null;
  let serialize = fastSerializers.get(schema);
  if (serialize !== undefined) return serialize;
  try {
    serialize = fastJson(toFastSchema(schema) as Schema) as TSerialize;
  } catch (error) {
    if (!(error instanceof UnsupportedSchemaError)) throw error;
    serialize = null;
  }
  fastSerializers.set(schema, serialize);
  return serialize;
}

/**
 * Responses written by fast-json-stringify from each response schema, compiled once (on first use, so
 * starting the app compiles nothing): only the keys the contract declares are written, in its order,
 * as zod's parse would leave them, without parsing every response again. A schema that a plain JSON
 * Schema cannot reproduce exactly (see toFastSchema) keeps zod's serializer: parse, then JSON.stringify.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (input) => {
  let serialize: TSerialize | undefined;
  return (data) => {
    serialize ??= fastSerializerOf(input.schema) ?? (zodSerializerCompiler(input as never) as TSerialize);
    return serialize(data);
  };
};
