import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, creatorIdOf } from '../../server/src/testing/fixtures';
import { bearerFor, createTestApp, fanBearerFor } from '../../server/src/testing/test-app';
import type { ReliabilityApp } from './support/app';
import { hostileRequestFor, type Operation, operationsOf } from './support/openapi-requests';

/** Requests of this run, with a fixed seed (reproducible). */
const REQUESTS = 3000;
const SEED = 20261126;
const TABLES = ['fans', 'fan_accounts', 'messages', 'saved_replies', 'payments', 'ledger_entries'] as const;

let app: ReliabilityApp;
let fan: string;
let creator: string;
let operations: Operation[];

async function fingerprint() {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: string; sum: string }>`
      select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
      from ${sql.table(table)} as t`.execute(app.db);
    result[table] = `${rows[0]?.n}:${rows[0]?.sum}`;
  }
  return result;
}

beforeAll(async () => {
  app = await createTestApp();
  creator = await bearerFor(app.forge, 'sub-fuzzed-creator');
  fan = await fanBearerFor(app.forge, 'sub-fuzzing-fan');
  // Both exist before the run: their first call provisions them, which is no change a fuzzed call makes.
  await call(app.app, 'PUT', `/fan/creators/${await creatorIdOf(app.app, creator)}/follow`, fan);
  const document = (await app.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  operations = operationsOf(document).filter(
    (operation) =>
      // A signed-in stream answers for as long as one listens; its refusals are in the matrices.
      !operation.path.endsWith('/events') &&
      (operation.path.startsWith('/fan/') ||
        operation.path.startsWith('/messages/') ||
        operation.path.startsWith('/platform/payments')),
  );
});
afterAll(async () => {
  await app.app.close();
  await app.db.destroy();
});

describe('fuzz of the fan side with signed-in fans and creators (every endpoint answers hostile input with a 4xx envelope)', () => {
  it(`${REQUESTS} hostile requests: no 5xx, no write accepted, every 4xx in the error envelope, no row changed`, async () => {
    expect(operations.length).toBeGreaterThan(20);
    const before = await fingerprint();
    const requests = fc.sample(
      fc.tuple(fc.oneof(...operations.map(hostileRequestFor)), fc.constantFrom(fan, creator)),
      { numRuns: REQUESTS, seed: SEED },
    );
    const failures: string[] = [];
    for (const [request, authorization] of requests) {
      const response = await app.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: {
          authorization,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
      });
      // Reads of the signed-in fan's or creator's own lists answer 200; nothing else may pass.
      if (response.statusCode >= 500 || (response.statusCode < 400 && request.method !== 'GET')) {
        failures.push(`${request.method} ${request.url.slice(0, 120)} -> ${response.statusCode}`);
      } else if (response.statusCode >= 400 && typeof response.json().error?.code !== 'string') {
        failures.push(
          `${request.method} ${request.operation.path} -> ${response.statusCode} without the envelope`,
        );
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });
});
