import { navigationFirstQueries } from '@mym/elements';
import { ACCESS_TOKEN_COOKIE } from '@mym/sdk';
import { fakeApi, ok } from '@mym/sdk/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandFirstData } from './first-data';
import { unpackFirstData } from './packed-first-data';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const TOKEN = [
  base64url({ alg: 'none', typ: 'JWT' }),
  base64url({ sub: 'creator', token_use: 'access', exp: Math.floor(Date.now() / 1000) + 3600 }),
  'signature',
].join('.');

const pageOf = (userAgent: string) => ({
  cookies: { get: (name: string) => (name === ACCESS_TOKEN_COOKIE ? { value: TOKEN } : undefined) },
  request: new Request('http://site.test/app/profile', { headers: { 'user-agent': userAgent } }),
});

afterEach(() => vi.unstubAllGlobals());

describe('a page\'s first data, read by the site\'s server (DESIGN "Speed")', () => {
  it("reads with the creator's token and the browser's own user agent, so the API sees the creator's device, not the server", async () => {
    const { calls: sent, fetch } = fakeApi(() => ok({ unreadCount: 3 }));
    vi.stubGlobal('fetch', fetch);
    const page = pageOf('Mozilla/5.0 (Macintosh) Chrome/131.0');
    const answers = await islandFirstData(page as never, navigationFirstQueries);
    expect(unpackFirstData(answers)?.map((answer) => answer.data)).toEqual([3]);
    expect(sent.map((request) => request.headers.get('user-agent'))).toEqual([
      'Mozilla/5.0 (Macintosh) Chrome/131.0',
    ]);
    expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });
});
