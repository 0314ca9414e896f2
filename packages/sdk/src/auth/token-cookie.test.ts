import { describe, expect, it } from 'vitest';
import { accessTokenCookie, expiredAccessTokenCookie } from './token-cookie';

describe('mym_access_token cookie (spec 9: 365 days, path /, strict same-site, secure except local hosts)', () => {
  it('is Secure on a real host', () => {
    expect(accessTokenCookie('a.b.c', 'creators.example.com')).toBe(
      'mym_access_token=a.b.c; Max-Age=31536000; Path=/; SameSite=Strict; Secure',
    );
  });

  it.each(['localhost', '127.0.0.1', 'app.localhost'])('is not Secure on the local host %s', (host) => {
    expect(accessTokenCookie('a.b.c', host)).not.toContain('Secure');
  });

  it('expires immediately on sign-out', () => {
    expect(expiredAccessTokenCookie('localhost')).toBe(
      'mym_access_token=; Max-Age=0; Path=/; SameSite=Strict',
    );
  });
});
