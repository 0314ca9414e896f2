import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../server/src/testing/test-app';
import { creatorWithResources, databaseFingerprint, type ReliabilityApp } from './support/app';
import { hostileString, refusedBodyFor, valueFor } from './support/hostile-values';

type Schema = { [key: string]: unknown };
interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: 'path' | 'query'; schema?: Schema }[];
  requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
}

/** Requests of the fuzz run: enough to reach every route many times with a fixed seed (reproducible). */
const REQUESTS = 10_000;
const SEED = 20261122;
/** Routes that change data on purpose without a body: fuzzing them would change rows legitimately. */
const SKIPPED = new Set([
  'POST /creators/me/sign-out-everywhere',
  // A signed-in event stream answers for as long as the client listens; its refusals are in the matrices.
  'GET /events',
]);

let app: ReliabilityApp;
let bearer: string;
let operations: Operation[];

beforeAll(async () => {
  app = await createTestApp();
  ({ bearer } = await creatorWithResources(app, 'sub-fuzzer'));
  const document = (await app.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  const paths = (document.paths ?? document.data?.paths) as Record<string, Record<string, Operation>>;
  operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path }))
      .filter((operation) => !SKIPPED.has(`${operation.method} ${operation.path}`))
      .filter((operation) => !operation.path.startsWith('/uploads')),
  );
});
afterAll(async () => {
  await app.app.close();
  await app.db.destroy();
});

const idValue = fc.oneof(
  fc.uuid(),
  hostileString.filter((s) => s.length > 0 && s.length < 2000),
);

function requestFor(operation: Operation) {
  const params = operation.parameters ?? [];
  const pathParams = fc.record(
    Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, idValue])),
  );
  const query = fc.record(
    Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema)])),
    { requiredKeys: [] },
  );
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = operation.requestBody ? refusedBodyFor(bodySchema) : fc.constant(undefined);
  return fc
    .record({ pathParams, query, body, signedIn: fc.boolean() })
    .map(({ pathParams, query, body, signedIn }) => {
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(String((pathParams as Record<string, unknown>)[name])),
      );
      const search = new URLSearchParams(
        Object.entries(query as Record<string, unknown>).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      ).toString();
      return {
        method: operation.method,
        url: search ? `${path}?${search}` : path,
        body,
        signedIn,
        route: operation,
      };
    });
}

describe('fuzz from the OpenAPI document', () => {
  it(`${REQUESTS} generated requests: no 5xx, every 4xx in the error envelope, no row changed`, async () => {
    const before = await databaseFingerprint(app);
    const requests = fc.sample(fc.oneof(...operations.map(requestFor)), { numRuns: REQUESTS, seed: SEED });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (const request of requests) {
      const response = await app.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.signedIn ? { authorization: bearer } : {},
        ...(request.body !== undefined
          ? {
              payload: JSON.stringify(request.body),
              headers: {
                'content-type': 'application/json',
                ...(request.signedIn ? { authorization: bearer } : {}),
              },
            }
          : {}),
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500)
        failures.push(`${request.method} ${request.url.slice(0, 120)} -> ${response.statusCode}`);
      if (response.statusCode >= 400 && response.statusCode < 500) {
        const error = safeJson(response.body)?.error;
        if (typeof error?.code !== 'string' || typeof error?.message !== 'string') {
          failures.push(
            `${request.method} ${request.route.path} -> ${response.statusCode} without the envelope`,
          );
        }
      }
    }
    const after = await databaseFingerprint(app);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(
      `fuzz: ${requests.length} requests over ${operations.length} operations (${summary}); tables changed: ${changed.length}; failures: ${failures.length}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(changed).toEqual([]);
  });
});

function safeJson(text: string): { error?: { code?: unknown; message?: unknown } } | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
