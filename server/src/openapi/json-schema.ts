import { is } from 'superstruct';
import type { DescribedStruct } from '../http/route-catalog';

export type JsonSchema = { [key: string]: unknown };

/**
 * Refinements (patterns, bounds) are functions a struct cannot show, so they are found by example: a string
 * struct that takes an ISO instant and refuses 'x' is a date-time, a number struct that refuses -1 and takes 0
 * has minimum 0. The probes are the contract's own scalars (instants, days, currencies, times of day, ids).
 */
function refinedKeywords(struct: DescribedStruct, kind: string): JsonSchema {
  if (kind === 'string') {
    if (is('x', struct)) return is('', struct) ? {} : { minLength: 1 };
    if (is('2025-06-20T18:00:00.000Z', struct)) return { format: 'date-time' };
    if (is('2025-06-20', struct)) return { format: 'date' };
    if (is('EUR', struct)) return { pattern: '^[A-Z]{3}$' };
    if (is('09:00', struct)) return { pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' };
    if (is('https://example.com/', struct)) return { format: 'uri' };
    return {};
  }
  if (kind === 'integer' || kind === 'number') {
    for (const minimum of [0, 1]) if (!is(minimum - 1, struct) && is(minimum, struct)) return { minimum };
  }
  return {};
}

/** JSON Schema (2020-12, as OpenAPI 3.1 uses it) of a superstruct struct, for the struct kinds the API uses. */
export function toJsonSchema(struct: DescribedStruct): JsonSchema {
  const schema = baseSchema(struct);
  // `nullable(x)` keeps x's kind and only accepts null besides; `any` and `unknown` accept it already.
  if (struct.type !== 'any' && struct.type !== 'unknown' && is(null, struct) && schema.type !== 'null') {
    return { anyOf: [schema, { type: 'null' }] };
  }
  return schema;
}

function objectSchema(struct: DescribedStruct, closed: boolean): JsonSchema {
  const entries = Object.entries((struct.schema ?? {}) as Record<string, DescribedStruct>);
  const required = entries.filter(([, value]) => !is(undefined, value)).map(([key]) => key);
  return {
    type: 'object',
    properties: Object.fromEntries(entries.map(([key, value]) => [key, toJsonSchema(value)])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: !closed,
  };
}

function baseSchema(struct: DescribedStruct): JsonSchema {
  switch (struct.type) {
    case 'string':
    case 'number':
    case 'integer':
      return { type: struct.type, ...refinedKeywords(struct, struct.type) };
    case 'boolean':
      return { type: struct.type };
    case 'date':
      return { type: 'string', format: 'date-time' };
    case 'literal':
      return { const: struct.schema };
    case 'enums':
      return { enum: Object.values(struct.schema as Record<string, unknown>) };
    case 'array':
      return { type: 'array', items: struct.schema ? toJsonSchema(struct.schema as DescribedStruct) : {} };
    case 'object':
      return objectSchema(struct, true);
    case 'type':
      return objectSchema(struct, false);
    case 'record':
      return { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } };
    case 'union':
      return { anyOf: (struct.schema as DescribedStruct[]).map(toJsonSchema) };
    case 'intersection':
      return { allOf: (struct.schema as DescribedStruct[]).map(toJsonSchema) };
    default:
      return {};
  }
}
