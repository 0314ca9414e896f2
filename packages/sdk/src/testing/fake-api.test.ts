import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_URL, apiError, broken, fakeApi, ok, routes } from './fake-api';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
  input: `${API_URL}${path}`,
});

describe('the fake API records each call as it reached the network', () => {
  it('keeps method, path, query, JSON body and headers, in order', async () => {
    const api = fakeApi(() => ok({}));
    const { input, ...init } = post('/pushes?draft=1', { caption: 'Hi' }, { authorization: 'Bearer t' });
    await api.fetch(input, init);
    await api.fetch(`${API_URL}/pushes`);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /pushes', 'GET /pushes']);
    expect(api.calls[0]?.query.get('draft')).toBe('1');
    expect(api.calls[0]?.body).toEqual({ caption: 'Hi' });
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer t');
    expect(api.sent('POST /pushes')).toEqual([{ caption: 'Hi' }]);
  });

  it('reads a Request as a server-side caller hands it: its method and headers count', async () => {
    const api = fakeApi(() => ok({}));
    await api.fetch(
      new Request(`${API_URL}/notifications/unread-count`, { headers: { 'user-agent': 'Fx' } }),
    );
    expect(api.calls[0]?.headers.get('user-agent')).toBe('Fx');
    expect(api.calls[0]?.method).toBe('GET');
  });
});

describe('the fake API answers as the API does (DESIGN "Wire format")', () => {
  it('a path it does not know is a 404 in the error envelope', async () => {
    const answer = await fakeApi(() => undefined).fetch(`${API_URL}/nowhere`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('JSON with its content type; 204 and a bodiless 201 without a body, their headers kept', async () => {
    const api = fakeApi((call) =>
      call.method === 'DELETE'
        ? { status: 204 }
        : call.method === 'POST'
          ? { status: 201, headers: { Location: `${API_URL}/uploads/u1` } }
          : ok({ id: 'p1' }),
    );
    const read = await api.fetch(`${API_URL}/pushes/p1`);
    expect(read.headers.get('content-type')).toBe('application/json');
    expect(await read.json()).toEqual({ data: { id: 'p1' } });
    const gone = await api.fetch(`${API_URL}/pushes/p1`, { method: 'DELETE' });
    expect([gone.status, await gone.text()]).toEqual([204, '']);
    const created = await api.fetch(`${API_URL}/uploads`, { method: 'POST' });
    expect([created.status, created.headers.get('location')]).toEqual([201, `${API_URL}/uploads/u1`]);
  });

  it('a stream is the event stream, a string a calendar file, bytes a download under their type', async () => {
    const events = new ReadableStream<Uint8Array>({
      start: (controller) => {
        controller.enqueue(new TextEncoder().encode('id: 1\ndata: {}\n\n'));
        controller.close();
      },
    });
    const api = fakeApi((call) =>
      call.path === '/events'
        ? { body: events }
        : call.path === '/booking.ics'
          ? { body: 'BEGIN:VCALENDAR' }
          : { body: new Uint8Array([0x50, 0x4b]), headers: { 'content-type': 'application/zip' } },
    );
    const stream = await api.fetch(`${API_URL}/events`);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(await stream.text()).toBe('id: 1\ndata: {}\n\n');
    const ics = await api.fetch(`${API_URL}/booking.ics`);
    expect([ics.headers.get('content-type'), await ics.text()]).toEqual(['text/calendar', 'BEGIN:VCALENDAR']);
    const zip = await api.fetch(`${API_URL}/account/export`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(new Uint8Array(await zip.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b]));
  });

  it('a route table wraps payloads in { data } below 400, sends errors as they are, and fails on a call it does not list', async () => {
    const api = fakeApi(
      routes({
        'GET /playlists': { body: { playlists: [] } },
        'POST /playlists': { status: 400, body: apiError(400, 'validation_failed').body },
      }),
    );
    expect(await (await api.fetch(`${API_URL}/playlists`)).json()).toEqual({ data: { playlists: [] } });
    const refused = await api.fetch(`${API_URL}/playlists`, { method: 'POST' });
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { error: { code: 'validation_failed', message: 'validation_failed' } },
    ]);
    await expect(api.fetch(`${API_URL}/pushes`)).rejects.toThrow('unexpected call GET /pushes');
    const lenient = fakeApi(routes({}, () => ok('else')));
    expect(await (await lenient.fetch(`${API_URL}/pushes`)).json()).toEqual({ data: 'else' });
  });

  it('answerNext replaces the next answers of one route, then the usual answer comes back', async () => {
    const api = fakeApi(() => ok('usual'));
    api.answerNext('GET /pushes', broken());
    api.answerNext('GET /posts', apiError(404, 'not_found'), Number.POSITIVE_INFINITY);
    const statuses = [];
    for (const path of ['/pushes', '/pushes', '/posts', '/posts'])
      statuses.push((await api.fetch(`${API_URL}${path}`)).status);
    expect(statuses).toEqual([500, 200, 404, 404]);
  });
});

/**
 * Every unit test of the SDK, the elements and the site fakes the API with this one module (DESIGN "Tests"): a
 * test that builds its own `fetch` or its own answers repeats the wire format by hand, and drifts from it. What
 * doing so looks like in a test file:
 */
const OWN_FAKES: [string, RegExp][] = [
  ['an answer built by hand', /\bnew Response\(|\bResponse\.json\(/],
  ['a fetch function of its own', /\bas (unknown as )?typeof (globalThis\.)?fetch\b/],
  [
    'a mock fetch',
    /\bfetch\w*\s*=\s*vi\.fn\b|\bfetch:\s*\(?\s*(async\b|vi\.fn\b)|stubGlobal\(\s*'fetch',\s*(async\b|vi\.fn\b|\()/i,
  ],
];

/** Where `fetch` is the subject rather than the API, each with why. */
const NOT_THE_API: Record<string, string> = {
  'packages/sdk/src/testing/fake-api.ts': 'the one fake itself',
  'packages/sdk/src/http/tus-http-stack.test.ts': "how the upload stack calls a browser's fetch (its `this`)",
  'packages/elements/src/i18n/i18n.test.ts':
    'the translation catalogues are files of the bundle, not the API',
  'site/src/lib/content-encoding.test.ts': "the site's own pages, compressed on their way out",
  'packages/sdk/src/auth/identity-reading.test.ts':
    "the identity service (the user pool's GetUser and its refusals), which speaks Cognito's protocol, not the API's",
};

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const AREAS = ['packages/sdk/src', 'packages/elements/src', 'packages/ui/src', 'site/src'];
const testFiles = AREAS.flatMap((area) =>
  readdirSync(join(ROOT, area), { recursive: true, encoding: 'utf8' })
    .map((path) => relative(ROOT, join(ROOT, area, path)))
    .filter((path) => /\.test\.tsx?$|\/(test-support|testing)\/[^/]+\.tsx?$/.test(path)),
);
const ownFakes = (path: string) => {
  const text = readFileSync(join(ROOT, path), 'utf8');
  return OWN_FAKES.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${path}: ${what}`);
};

describe('one fake of the API for every unit test (DESIGN "Tests")', () => {
  it('reads the unit tests of the SDK, the elements, the design system and the site', () => {
    expect(testFiles).toContain('packages/elements/src/test-support/creator-api.ts');
    expect(testFiles).toContain('site/src/lib/first-data.test.ts');
    expect(testFiles.length).toBeGreaterThan(150);
  });

  it('no unit test fakes fetch or builds API answers by hand', () => {
    expect(testFiles.filter((path) => !(path in NOT_THE_API)).flatMap(ownFakes)).toEqual([]);
  });

  it('each exception still exists and still needs to be one', () => {
    expect(Object.keys(NOT_THE_API).filter((path) => ownFakes(path).length === 0)).toEqual([]);
  });
});
