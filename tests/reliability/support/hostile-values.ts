import fc from 'fast-check';

type Schema = { [key: string]: unknown };

/** Strings an attacker or a broken client sends: empty, huge, control characters, scripts, SQL, odd unicode. */
export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'x',
    "'; drop table creators; --",
    '<script>alert(1)</script>',
    '%00',
    '\u0000',
    '\u202e\u200b\ufeff',
    '😀'.repeat(300),
    '0000-01-01',
    '9999-12-31T23:59:59Z',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.nat({ max: 70_000 }).map((length) => 'a'.repeat(length)),
);

/** Numbers at and beyond every boundary a column or a rule has. */
export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    4.99,
    5,
    1000,
    1000.01,
    10799,
    10800,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 40,
    2 ** 53 + 2,
    1e308,
    -1e308,
  ),
);

const anyJson = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);

/** A value shaped like the schema, with hostile content, and now and then of another type altogether. */
export function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const shaped = shapedValue(schema, depth);
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

function shapedValue(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.anyOf))
    return fc.oneof(...(schema.anyOf as Schema[]).map((s) => valueFor(s, depth + 1)));
  if (Array.isArray(schema.enum))
    return fc.oneof(fc.constantFrom(...(schema.enum as unknown[])), hostileString);
  if ('const' in schema) return fc.oneof(fc.constant(schema.const), hostileString);
  switch (schema.type) {
    case 'string':
      return schema.format === 'date-time'
        ? fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            hostileString,
          )
        : hostileString;
    case 'integer':
    case 'number':
      return hostileNumber;
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 0, 1));
    case 'array':
      return fc.array(valueFor(schema.items as Schema, depth + 1), { maxLength: 30 });
    case 'object':
      return objectValue(schema, depth);
    default:
      return anyJson;
  }
}

function objectValue(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const entries = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, valueFor(value, depth + 1)]),
  );
  return fc.record(entries, { requiredKeys: [] });
}

/**
 * A request body the API must refuse whatever else it holds: shaped like the route's body, plus one field the
 * contract does not know (request shapes are exact), so the fuzz never writes data and every row stays as it was.
 */
export function refusedBodyFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: valueFor(schema).map((value) => withUnknownField(value)) },
    { weight: 1, arbitrary: anyJson.filter((value) => value === null || typeof value !== 'object') },
    // Over the JSON body limit (256 KB): 413 before any handler runs.
    { weight: 1, arbitrary: fc.constant({ caption: 'x'.repeat(300_000), fuzz: true }) },
  );
}

function withUnknownField(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return { ...value, fuzzUnknownField: 1 };
  return value === undefined ? null : value;
}
