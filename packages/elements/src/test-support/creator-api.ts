import { type Creator, type CreatorClient, createCreatorClient, createMemoryTokenStorage } from '@mym/sdk';
import { API_URL, type FakeApi, fakeApi, ok, type Respond, type RouteAnswer, routes } from '@mym/sdk/testing';

/** A creator who has accepted every term, as `GET /creators/me` answers. */
export const ACCEPTED_CREATOR: Creator = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  username: 'demo',
  email: 'demo.creator@creators.local',
  displayName: 'Demo Creator',
  bio: null,
  avatarUrl: null,
  category: 'default',
  certificationStatus: 'pending',
  privacyPolicyAccepted: true,
  termsOfServiceAccepted: true,
  termsOfUseAccepted: true,
  timeZone: 'Europe/Paris',
};

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An access token the SDK sends as is: it expires in a year, so no session refresh is ever tried. */
const ACCESS_TOKEN = [
  base64url({ alg: 'none', typ: 'JWT' }),
  base64url({ sub: ACCEPTED_CREATOR.id, exp: Math.floor(Date.now() / 1000) + 365 * 86_400 }),
  'signature',
].join('.');

/**
 * What every screen reads without the test asking: the signed-in creator (`GET /creators/me`, the demo creator)
 * and the navigation's bell (the unread count, 0, and the event stream, open and quiet).
 */
export const signedIn: Respond = (call) => {
  if (call.method !== 'GET') return undefined;
  if (call.path === '/creators/me') return ok(ACCEPTED_CREATOR);
  if (call.path === '/notifications/unread-count') return ok({ unreadCount: 0 });
  if (call.path === '/events') return { body: new ReadableStream<Uint8Array>() };
  return undefined;
};

/**
 * A real SDK client, signed in as the demo creator, over the one fake API of `@mym/sdk/testing` (the fetch
 * boundary): the screens run the SDK's own requests, envelopes, structs and catalogue errors, and the test reads
 * every call that went out. `respond` answers a call (`undefined` gives the API's 404); what every screen reads
 * (`signedIn`) is answered unless `respond` answers it.
 */
export function creatorClient(respond: Respond): FakeApi & { client: CreatorClient } {
  const api = fakeApi(async (call) => (await respond(call)) ?? signedIn(call));
  const client = createCreatorClient({
    apiUrl: API_URL,
    auth: { userPoolId: 'eu-west-3_test', userPoolClientId: 'test-client' },
    storage: createMemoryTokenStorage(),
    cookies: { read: () => `mym_access_token=${ACCESS_TOKEN}`, write: () => undefined },
    fetch: api.fetch,
  });
  return { ...api, client };
}

/** `routes` of the one fake, where what every screen reads (`signedIn`) needs no line of the table. */
export function creatorRoutes(table: Record<string, RouteAnswer>): Respond {
  return routes(table, (call) => {
    if (signedIn(call)) return undefined;
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
}
