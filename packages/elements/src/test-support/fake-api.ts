import {
  type CalendarProvider,
  type Consultation,
  type CreatorClient,
  createCreatorClient,
  createMemoryTokenStorage,
} from '@mym/sdk';
import { ACCEPTED_CREATOR } from './render-with-client';

/** One call as it reached the network: what the screens under test really sent. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** `headers` for the answers that carry more than a body (a tus upload's `Location`, `Upload-Offset`). */
export type ApiAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | undefined;

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An access token the SDK sends as is: it expires in a year, so no session refresh is ever tried. */
const ACCESS_TOKEN = [
  base64url({ alg: 'none', typ: 'JWT' }),
  base64url({ sub: ACCEPTED_CREATOR.id, exp: Math.floor(Date.now() / 1000) + 365 * 86_400 }),
  'signature',
].join('.');

/**
 * A real SDK client whose `fetch` is a fake API (the fetch boundary): the screens run the SDK's own requests,
 * envelopes, structs and catalogue errors, and the test reads every call that went out. `respond` answers a call
 * (`undefined` gives 404, as the API does for anything it does not know); `/creators/me` answers the demo creator
 * unless `respond` answers it. Unit tests share this one fake of the API (DESIGN "Tests").
 */
export function fakeApi(respond: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>): {
  client: CreatorClient;
  calls: ApiCall[];
} {
  const calls: ApiCall[] = [];
  const fetch = (async (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const answer =
      (await respond(call)) ??
      (call.path === '/creators/me' ? { status: 200, body: { data: ACCEPTED_CREATOR } } : undefined);
    const {
      status,
      body,
      headers = {},
    } = answer ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found' } },
    };
    if (status === 204 || (status === 201 && body === undefined))
      return new Response(null, { status, headers });
    // A live stream (`GET /events`): the test writes server-sent events into it as the server would.
    if (body instanceof ReadableStream)
      return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
    if (typeof body === 'string')
      return new Response(body, { status, headers: { 'content-type': 'text/calendar' } });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }) as typeof globalThis.fetch;
  const client = createCreatorClient({
    apiUrl: 'http://api.test',
    auth: { userPoolId: 'eu-west-3_test', userPoolClientId: 'test-client' },
    storage: createMemoryTokenStorage(),
    cookies: { read: () => `mym_access_token=${ACCESS_TOKEN}`, write: () => undefined },
    fetch,
  });
  return { client, calls };
}

/** One route's answer: `body` is the payload (wrapped in `{ data }` below 400), or a function of the call. */
export type RouteAnswer =
  | { status?: number; body?: unknown }
  | ((call: ApiCall) => { status?: number; body?: unknown });

/**
 * `respond` from a table of `METHOD /path` answers; a call the table does not list fails the test loudly
 * (but `GET /creators/me`, which the fake answers itself).
 */
export function routes(table: Record<string, RouteAnswer>): (call: ApiCall) => ApiAnswer {
  return (call) => {
    const route = table[`${call.method} ${call.path}`];
    if (!route) {
      if (call.method === 'GET' && call.path === '/creators/me') return undefined;
      throw new Error(`unexpected call ${call.method} ${call.path}`);
    }
    const { status = 200, body } = typeof route === 'function' ? route(call) : route;
    return { status, body: status < 400 && status !== 204 ? { data: body } : body };
  };
}

/** `{ data }` as the API wraps every answer (DESIGN "Wire format"). */
export const ok = (data: unknown, status = 200): ApiAnswer => ({ status, body: { data } });

/** A 400 with field errors, as the API refuses a payload. */
export const refused = (fields: Record<string, string[]>): ApiAnswer => ({
  status: 400,
  body: { error: { code: 'validation_failed', message: 'Some fields are not valid', fields } },
});

/** A failure of the server itself. */
export const broken = (): ApiAnswer => ({
  status: 500,
  body: { error: { code: 'internal', message: 'Internal error' } },
});

/** A stored consultation as the API answers it: an hour, 45.50 EUR in minor units, bookable. */
export function sampleConsultation(overrides: Partial<Consultation> = {}): Consultation {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    title: 'Coaching vocal',
    description: 'Une heure pour travailler votre voix.',
    duration: 3600,
    price: { value: 4550, currency: 'EUR' },
    active: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The API's error envelope (`{ error: { code, message, fields? } }`). */
export function apiError(status: number, code: string, fields?: Record<string, string[]>) {
  return { status, body: { error: { code, message: code, ...(fields ? { fields } : {}) } } };
}

export const CALDAV_UNSYNCED: CalendarProvider = {
  provider: 'caldav',
  status: 'Unsynced',
  calendarId: null,
  failure: null,
  connection: 'caldav',
};
export const GOOGLE_UNSYNCED: CalendarProvider = {
  provider: 'google',
  status: 'Unsynced',
  calendarId: null,
  failure: null,
  connection: 'oauth',
};
export const CALDAV_SYNCED: CalendarProvider = {
  ...CALDAV_UNSYNCED,
  status: 'Synced',
  calendarId: '7a0f4b36-2a8e-4c4f-9d86-3f4f1e0b9a11',
};
