import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDescription } from '../../server/src/http/route-catalog';
import { createTestApp } from '../../server/src/testing/test-app';
import {
  concreteUrl,
  creatorWithResources,
  databaseFingerprint,
  type OwnedResources,
  type ReliabilityApp,
} from './support/app';

let app: ReliabilityApp;
let owner: { bearer: string; resources: OwnedResources };
let other: { bearer: string };
let signedOutBearer: string;
let sessionSignedOutBearer: string;
let routes: RouteDescription[];

beforeAll(async () => {
  app = await createTestApp();
  owner = await creatorWithResources(app, 'sub-owner');
  other = await creatorWithResources(app, 'sub-other');
  // A creator who signed out everywhere: the token they held before is refused from then on.
  const issuedAt = Math.floor(Date.now() / 1000) - 120;
  const before = await app.forge.sign({ sub: 'sub-gone' }, { issuedAt });
  signedOutBearer = `Bearer ${before}`;
  const fresh = `Bearer ${await app.forge.sign({ sub: 'sub-gone' })}`;
  await app.app.inject({
    method: 'POST',
    url: '/creators/me/sign-out-everywhere',
    headers: { authorization: fresh },
  });
  // A device the owner signed out on its own (devices and sessions): its tokens are refused from then on.
  const family = randomUUID();
  sessionSignedOutBearer = `Bearer ${await app.forge.sign({ sub: 'sub-owner', origin_jti: family })}`;
  await app.app.inject({
    method: 'GET',
    url: '/creators/me',
    headers: { authorization: sessionSignedOutBearer },
  });
  await app.app.inject({
    method: 'DELETE',
    url: `/account/sessions/${family}`,
    headers: { authorization: owner.bearer },
  });
  routes = app.app.catalog.routes.filter((route) => route.access === 'creator');
});
afterAll(async () => {
  await app.app.close();
  await app.db.destroy();
});

/** The token kinds that must all be refused with 401, whatever the route. */
async function refusedBearers(): Promise<[string, string | undefined][]> {
  const past = Math.floor(Date.now() / 1000) - 7200;
  return [
    ['no token', undefined],
    ['malformed', 'Bearer not-a-jwt'],
    ['forged signature', `Bearer ${await app.forge.sign({ sub: 'sub-owner' }, { key: 'stranger' })}`],
    [
      'expired',
      `Bearer ${await app.forge.sign({ sub: 'sub-owner' }, { issuedAt: past, expiresIn: past + 60 })}`,
    ],
    [
      'other client id',
      `Bearer ${await app.forge.sign({ sub: 'sub-owner', client_id: 'a-machine-client' })}`,
    ],
    ['signed out everywhere', signedOutBearer],
    ['session signed out from another device', sessionSignedOutBearer],
  ];
}

const bodyFor = (route: RouteDescription) => (route.body ? {} : undefined);
/** Bodies that pass validation, so a route that checks its body first still reaches the ownership check. */
const WELL_FORMED_BODIES: Record<string, object> = {
  'PATCH /creators/collections/:id': { name: 'Theirs' },
  'PATCH /medias/:id': { collectionId: '00000000-0000-4000-8000-000000000000' },
  'PUT /playlists/:id/posts': { postIds: [] },
  'POST /messages/conversations/:id/messages': { text: 'Theirs' },
  'POST /messages/conversations/:id/media': {
    medias: [{ id: '00000000-0000-4000-8000-000000000000' }],
    price: null,
  },
  'PUT /messages/conversations/:id/note': { note: 'Theirs' },
};

describe('authorization matrix: every creator route x every refused token', () => {
  it('answers 401 in the envelope for each, and changes no row', async () => {
    const bearers = await refusedBearers();
    const before = await databaseFingerprint(app);
    const misses: string[] = [];
    let requests = 0;
    for (const route of routes) {
      for (const [kind, authorization] of bearers) {
        const response = await app.app.inject({
          method: route.method,
          url: concreteUrl(route.url, owner.resources),
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(route.rawContent === 'tus' ? { 'tus-resumable': '1.0.0' } : {}),
          },
          ...(bodyFor(route) ? { payload: bodyFor(route) } : {}),
        });
        requests += 1;
        const body = route.method === 'HEAD' ? null : response.json();
        if (response.statusCode !== 401 || (body && typeof body.error?.code !== 'string')) {
          misses.push(`${route.method} ${route.url} with ${kind}: ${response.statusCode}`);
        }
      }
    }
    console.log(
      `authorization matrix: ${requests} requests over ${routes.length} routes, ${misses.length} not 401`,
    );
    expect(misses).toEqual([]);
    expect(await databaseFingerprint(app)).toEqual(before);
  });

  it("another creator's resources answer 404 on every route that takes an id, and stay unchanged", async () => {
    const before = await databaseFingerprint(app);
    const misses: string[] = [];
    const byId = routes.filter((route) => route.url.includes(':') && route.rawContent !== 'tus');
    for (const route of byId) {
      const response = await app.app.inject({
        method: route.method,
        url: concreteUrl(route.url, owner.resources),
        headers: { authorization: other.bearer },
        ...(route.body ? { payload: WELL_FORMED_BODIES[`${route.method} ${route.url}`] ?? {} } : {}),
      });
      if (response.statusCode !== 404) misses.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    console.log(`other creator: ${byId.length} routes by id, ${misses.length} not 404`);
    expect(misses).toEqual([]);
    expect(await databaseFingerprint(app)).toEqual(before);
  });
});
