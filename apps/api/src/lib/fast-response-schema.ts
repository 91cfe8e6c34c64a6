import { type $ZodType, safeParse } from 'zod/v4/core';

/** The subset of JSON Schema that fast-json-stringify writes without a runtime validator. */
export type TFastSchema =
  | { type: TScalarType | TScalarType[]; nullable?: true }
  | { type: 'array'; items: TFastSchema; nullable?: true }
  | {
      type: 'object';
      properties: Record<string, TFastSchema>;
      required: string[];
      additionalProperties: false;
      nullable?: true;
    }
  // Any JSON value, written with JSON.stringify (what zod's z.unknown() lets through).
  | Record<string, never>;

type TScalarType = 'string' | 'number' | 'boolean' | 'null';

/** Thrown for a construct whose zod output a plain schema cannot reproduce exactly. */
export class UnsupportedSchemaError extends Error {}

type TDef = {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  innerType?: $ZodType;
  element?: $ZodType;
  options?: $ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string } } }[];
};

const defOf = (schema: $ZodType) => (schema as unknown as { _zod: { def: TDef } })._zod.def;

function scalarTypeOf(value: unknown): TScalarType {
  if (value === null) return 'null';
  const kind = typeof value;
  if (kind === 'string' || kind === 'number' || kind === 'boolean') return kind;
  throw new UnsupportedSchemaError(`a ${kind} literal`);
}

/** The JSON type(s) of a zod scalar, or undefined when the schema is not a scalar. */
function scalarTypes(schema: $ZodType): TScalarType[] | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      // trim/toLowerCase and friends rewrite the value while parsing: only zod reproduces that.
      if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) {
        throw new UnsupportedSchemaError('a string that zod rewrites');
      }
      return ['string'];
    case 'number':
    case 'boolean':
    case 'null':
      return [def.type];
    case 'enum':
      return [...new Set(Object.values(def.entries ?? {}).map(scalarTypeOf))];
    case 'literal':
      return [...new Set((def.values ?? []).map(scalarTypeOf))];
    case 'nullable': {
      const inner = def.innerType && scalarTypes(def.innerType);
      return inner && [...new Set<TScalarType>([...inner, 'null'])];
    }
    case 'readonly':
      return def.innerType && scalarTypes(def.innerType);
    case 'union': {
      const parts = (def.options ?? []).map(scalarTypes);
      if (parts.some((part) => part === undefined)) return undefined;
      return [...new Set(parts.flatMap((part) => part ?? []))];
    }
    default:
      return undefined;
  }
}

/**
 * The schema fast-json-stringify compiles for a response's zod schema, such that it writes the same
 * JSON that `JSON.stringify(schema.parse(value))` writes for every valid value: objects list their keys
 * in the zod shape's order with `additionalProperties: false` (keys zod strips are never written), and
 * enums and literals are written as their JSON type (a literal's `const` would be written whatever the
 * value). Anything else (transforms, defaults, records, object unions, dates, loose objects, rewriting
 * strings) throws UnsupportedSchemaError: such a response keeps zod's serializer.
 */
export function toFastSchema(schema: $ZodType): TFastSchema {
  const scalars = scalarTypes(schema);
  if (scalars) return { type: scalars.length === 1 ? (scalars[0] as TScalarType) : scalars };
  const def = defOf(schema);
  switch (def.type) {
    case 'unknown':
    case 'any':
      return {};
    case 'readonly':
      return toFastSchema(def.innerType as $ZodType);
    case 'nullable': {
      const inner = toFastSchema(def.innerType as $ZodType);
      // The any-value schema already writes null.
      return 'type' in inner ? ({ ...inner, nullable: true } as TFastSchema) : inner;
    }
    case 'array':
      return { type: 'array', items: toFastSchema(def.element as $ZodType) };
    case 'object':
      return objectSchema(def);
    case 'union':
      return objectUnionSchema(def);
    default:
      throw new UnsupportedSchemaError(`a ${def.type} schema`);
  }
}

function objectSchema(def: TDef): TFastSchema {
  // A strict object (catchall never) fails on extra keys where this strips them: never a leak.
  if (def.catchall && defOf(def.catchall).type !== 'never') {
    throw new UnsupportedSchemaError('an object that keeps unknown keys');
  }
  const properties: Record<string, TFastSchema> = {};
  const required: string[] = [];
  let isPrefix = true;
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    const fieldDef = defOf(field);
    properties[key] = toFastSchema(fieldDef.type === 'optional' ? (fieldDef.innerType as $ZodType) : field);
    // A key that may be absent or undefined (optional; unknown) is written only when it has a value, as
    // JSON.stringify did. fast-json-stringify writes its required keys first, so only the leading run
    // of required keys is declared required, and the keys keep zod's order (a later one that is
    // missing is left out, where zod's parse would have failed the response).
    const isRequired = field._zod.optout !== 'optional' && !safeParse(field, undefined).success;
    if (!isRequired) isPrefix = false;
    else if (isPrefix) required.push(key);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/**
 * A discriminated union of objects (e.g. where a link leads: a page and that page's own fields) as one
 * object with every option's keys, only the discriminator required: each value writes the keys it has,
 * in the options' shared order, and never a key no option declares. Options must list their common keys
 * in the same order and give a key the same kind of value; otherwise zod's serializer is kept.
 */
function objectUnionSchema(def: TDef & { discriminator?: string }): TFastSchema {
  const options = (def.options ?? []).map(defOf);
  if (!def.discriminator || options.some((option) => option.type !== 'object')) {
    throw new UnsupportedSchemaError('a union schema');
  }
  const properties: Record<string, TFastSchema> = {};
  const order: string[] = [];
  for (const option of options) {
    const schema = objectSchema(option) as { properties: Record<string, TFastSchema> };
    let last = -1;
    for (const [key, property] of Object.entries(schema.properties)) {
      const at = order.indexOf(key);
      if (at === -1) {
        order.splice(last + 1, 0, key);
        last += 1;
      } else if (at < last) {
        throw new UnsupportedSchemaError('a union whose options order their keys differently');
      } else {
        last = at;
      }
      const known = properties[key];
      if (key === def.discriminator) {
        const types = new Set([
          ...[known?.type ?? []].flat(),
          ...[(property as { type: string }).type].flat(),
        ]);
        properties[key] = {
          type: types.size === 1 ? ([...types][0] as TScalarType) : ([...types] as TScalarType[]),
        };
      } else if (known && JSON.stringify(known) !== JSON.stringify(property)) {
        throw new UnsupportedSchemaError('a union whose options give one key different kinds of value');
      } else {
        properties[key] = property;
      }
    }
  }
  const ordered = Object.fromEntries(order.map((key) => [key, properties[key] as TFastSchema]));
  return { type: 'object', properties: ordered, required: [def.discriminator], additionalProperties: false };
}
