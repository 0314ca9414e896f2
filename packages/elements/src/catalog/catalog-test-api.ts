import { type CalendarProvider, type CreatorClient, createCreatorClient } from '@mym/sdk';
import { vi } from 'vitest';

/** A bearer token the SDK accepts as is: a JWT shape whose expiry is far away (never verified here). */
const TOKEN = `e30.${btoa(JSON.stringify({ exp: 4_102_444_800 })).replace(/=+$/, '')}.signature`;

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer =
  | { status?: number; body?: unknown }
  | ((call: RecordedCall) => { status?: number; body?: unknown });

/**
 * The real SDK client over a stubbed `fetch` (tests of the catalog at the HTTP boundary): each `METHOD /path`
 * answers what the test says, every call is recorded, and an unexpected call fails loudly.
 */
export function catalogApi(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input));
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) throw new Error(`unexpected call ${call.method} ${call.path}`);
    const { status = 200, body } = typeof route === 'function' ? route(call) : route;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(status < 400 ? { data: body } : body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const client: CreatorClient = createCreatorClient({
    apiUrl: 'https://api.test',
    auth: { userPoolId: 'eu-west-1_test', userPoolClientId: 'test-client' },
    cookies: { read: () => `mym_access_token=${TOKEN}`, write: () => {} },
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, calls, fetch };
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
