import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDescription } from '../../server/src/http/route-catalog';
import { addMedia, call, creatorIdOf } from '../../server/src/testing/fixtures';
import { bearerFor, createTestApp, fanBearerFor } from '../../server/src/testing/test-app';
import { TEST_FAN_CLIENT_ID } from '../../server/src/testing/token-forge';
import type { ReliabilityApp } from './support/app';

/** Every table a fan or creator call of the fan side may write. */
const TABLES = [
  'creators',
  'fans',
  'fan_accounts',
  'messages',
  'message_medias',
  'saved_replies',
  'payments',
  'ledger_entries',
  'live_events',
  'bookings',
] as const;

async function fingerprint(app: ReliabilityApp) {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: string; sum: string }>`
      select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
      from ${sql.table(table)} as t`.execute(app.db);
    result[table] = `${rows[0]?.n}:${rows[0]?.sum}`;
  }
  return result;
}

let app: ReliabilityApp;
let ada: string;
let bob: string;
let lea: string;
let max: string;
/** Lea's things with Ada: what every parameter of the fan side's routes is filled with. */
const ids: Record<string, string> = {};

/** Bodies that pass validation, so a route reaches its ownership check. */
const BODIES: Record<string, unknown> = {
  'POST /fan/creators/:creatorId/messages': { text: 'Hi' },
  'POST /fan/payments/:id/dev-charge': { card: '4242424242424242' },
  'POST /fan/consultations/:id/bookings': {
    start: '2026-06-16T07:00:00.000Z',
    email: 'lea@example.com',
    timeZone: 'Europe/Paris',
  },
  'POST /messages/conversations/:id/messages': { text: 'Hi' },
  'POST /messages/conversations/:id/media': {
    medias: [{ id: '00000000-0000-4000-8000-000000000000' }],
    price: null,
  },
  'POST /messages/conversations/:id/read': {},
  'PUT /messages/conversations/:id/note': { note: 'Theirs' },
};

function concrete(route: RouteDescription): string {
  return route.url
    .replace(':creatorId', ids.creatorId ?? '')
    .replace(/^\/fan\/payments\/:id/, `/fan/payments/${ids.paymentId}`)
    .replace(/^\/messages\/conversations\/:id/, `/messages/conversations/${ids.conversationId}`)
    .replace(/^\/messages\/saved-replies\/:id/, `/messages/saved-replies/${ids.replyId}`)
    .replace(/:[A-Za-z]+/g, ids.conversationId ?? '');
}

function send(route: RouteDescription, authorization: string | undefined) {
  const key = `${route.method} ${route.url}`;
  return app.app.inject({
    method: route.method,
    url: concrete(route),
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(route.rawContent === 'tus' ? { 'tus-resumable': '1.0.0' } : {}),
    },
    ...(route.body ? { payload: (BODIES[key] ?? {}) as object } : {}),
  });
}

beforeAll(async () => {
  app = await createTestApp();
  ada = await bearerFor(app.forge, 'sub-ada');
  bob = await bearerFor(app.forge, 'sub-bob');
  lea = await fanBearerFor(app.forge, 'sub-lea');
  max = await fanBearerFor(app.forge, 'sub-max');
  ids.creatorId = await creatorIdOf(app.app, ada);
  await creatorIdOf(app.app, bob);
  const media = await addMedia(app.db, ids.creatorId);
  await call(app.app, 'PUT', `/fan/creators/${ids.creatorId}/follow`, lea);
  await call(app.app, 'POST', `/fan/creators/${ids.creatorId}/messages`, lea, { text: 'Hello' });
  await call(app.app, 'GET', '/fan/me', max);
  const inbox = (await call(app.app, 'GET', '/messages/conversations', ada)).json().data;
  ids.conversationId = inbox.conversations[0].id;
  const sold = await call(app.app, 'POST', `/messages/conversations/${ids.conversationId}/media`, ada, {
    medias: [{ id: media.id }],
    price: { value: 900, currency: 'EUR' },
  });
  const payment = await call(app.app, 'POST', '/fan/payments', lea, {
    item: { source: 'message', id: sold.json().data.id },
  });
  ids.paymentId = payment.json().data.id;
  ids.replyId = (
    await call(app.app, 'POST', '/messages/saved-replies', ada, { text: 'Thanks' })
  ).json().data.id;
});
afterAll(async () => {
  await app.app.close();
  await app.db.destroy();
});

const fanRoutes = () => app.app.catalog.routes.filter((route) => route.access === 'fan');
const creatorRoutes = () => app.app.catalog.routes.filter((route) => route.access === 'creator');

async function misses(routes: RouteDescription[], authorization: string | undefined, status: number) {
  const found: string[] = [];
  for (const route of routes) {
    const response = await send(route, authorization);
    const body = route.method === 'HEAD' ? null : response.json();
    if (response.statusCode !== status || (body && typeof body.error?.code !== 'string')) {
      found.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
  }
  return found;
}

describe('authorization matrix of the fan side (DESIGN "The fan side": tokens told apart by client id)', () => {
  it('every fan route answers 401 to no token, a forged, expired, creator or machine token, and changes nothing', async () => {
    const before = await fingerprint(app);
    const past = Math.floor(Date.now() / 1000) - 7200;
    const refused: [string, string | undefined][] = [
      ['no token', undefined],
      ['malformed', 'Bearer not-a-jwt'],
      [
        'forged',
        `Bearer ${await app.forge.sign({ sub: 'sub-lea', client_id: TEST_FAN_CLIENT_ID }, { key: 'stranger' })}`,
      ],
      [
        'expired',
        `Bearer ${await app.forge.sign({ sub: 'sub-lea', client_id: TEST_FAN_CLIENT_ID }, { issuedAt: past, expiresIn: past + 60 })}`,
      ],
      ['creator token', ada],
      ['machine client', `Bearer ${await app.forge.sign({ sub: 'sub-lea', client_id: 'a-machine-client' })}`],
    ];
    const found: string[] = [];
    for (const [kind, authorization] of refused) {
      for (const miss of await misses(fanRoutes(), authorization, 401)) found.push(`${miss} with ${kind}`);
    }
    expect(fanRoutes().length).toBeGreaterThan(10);
    expect(found).toEqual([]);
    expect(await fingerprint(app)).toEqual(before);
  });

  it("a fan's token opens no creator route (401), and changes nothing", async () => {
    const before = await fingerprint(app);
    expect(await misses(creatorRoutes(), lea, 401)).toEqual([]);
    expect(await fingerprint(app)).toEqual(before);
  });

  it("another fan never reaches Lea's thread or payments (404), and changes nothing", async () => {
    const before = await fingerprint(app);
    // Any fan may look a creator up and follow them; everything else by id is Lea's alone.
    const byId = fanRoutes().filter(
      (route) => route.url.includes(':') && !/^\/fan\/creators\/:creatorId(\/follow)?$/.test(route.url),
    );
    expect(byId.length).toBeGreaterThanOrEqual(5);
    expect(await misses(byId, max, 404)).toEqual([]);
    expect(await fingerprint(app)).toEqual(before);
  });

  it("another creator never reaches Ada's conversations or saved replies (404), and changes nothing", async () => {
    const before = await fingerprint(app);
    const byId = creatorRoutes().filter((route) => /^\/messages\/.*:id/.test(route.url));
    expect(byId.length).toBeGreaterThanOrEqual(8);
    expect(await misses(byId, bob, 404)).toEqual([]);
    expect(await fingerprint(app)).toEqual(before);
  });
});
