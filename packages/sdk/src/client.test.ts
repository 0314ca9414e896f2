import { describe, expect, it } from 'vitest';
import { createCreatorClient } from './client';
import { fakeApi, ok } from './testing/fake-api';

describe('createCreatorClient (DESIGN "SDK shape")', () => {
  it('holds auth and every resource', () => {
    const client = createCreatorClient({
      apiUrl: 'http://api.test',
      auth: { userPoolId: 'local_abc', userPoolClientId: 'client' },
    });
    expect(Object.keys(client).sort()).toEqual(
      [
        'account',
        'auth',
        'bookings',
        'calendar',
        'collections',
        'creator',
        'events',
        'incomes',
        'lives',
        'messages',
        'notifications',
        'playlists',
        'posts',
        'pushes',
        'referral',
        'uploads',
      ].sort(),
    );
  });

  it('sends resource calls through the configured fetch with the mym_access_token cookie as bearer (spec 6)', async () => {
    const api = fakeApi(() => ok({ ranges: [{ value: 500 }] }));
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const cookieToken = `header.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.signature`;
    const client = createCreatorClient({
      apiUrl: 'http://api.test',
      auth: { userPoolId: 'local_abc', userPoolClientId: 'client' },
      cookies: { read: () => `mym_access_token=${cookieToken}`, write: () => undefined },
      fetch: api.fetch,
    });
    expect(await client.pushes.prices()).toEqual([{ value: 500 }]);
    expect(api.calls.map((call) => [call.url.href, call.headers.get('authorization')])).toEqual([
      ['http://api.test/pushes/prices', `Bearer ${cookieToken}`],
    ]);
  });
});
