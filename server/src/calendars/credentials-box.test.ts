import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCredentialsBox } from './credentials-box';

const KEY = 'k'.repeat(32);
const NEXT_KEY = 'n'.repeat(32);
const MEDIA_SECRET = 'the-media-link-secret-of-before-the-upgrade';
const account = { serverUrl: 'https://caldav.example.com/', username: 'ada', password: 'secret' };

/** Credentials as the API sealed them before they had a key of their own: under the media link secret. */
function sealedBeforeTheUpgrade(value: unknown, mediaSecret: string): string {
  const key = Buffer.from(hkdfSync('sha256', mediaSecret, 'creators', 'calendar-credentials', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

describe('calendar credentials have their own key: rotating MEDIA_URL_SECRET breaks nothing', () => {
  it('credentials stored under the media secret stay readable and are marked for resealing', () => {
    const old = sealedBeforeTheUpgrade(account, MEDIA_SECRET);
    const box = createCredentialsBox({ current: KEY, legacySecret: MEDIA_SECRET });
    expect(box.open(old)).toEqual(account);
    expect(box.isStale(old)).toBe(true);
    const resealed = box.seal(box.open(old));
    expect(box.isStale(resealed)).toBe(false);
    // The media secret rotates: what was resealed does not depend on it any more.
    const afterRotation = createCredentialsBox({
      current: KEY,
      legacySecret: 'a-brand-new-media-link-secret-32b',
    });
    expect(afterRotation.open(resealed)).toEqual(account);
  });

  it('rotating the credentials key: the previous key still opens, the new one seals', () => {
    const sealed = createCredentialsBox({ current: KEY }).seal(account);
    const rotating = createCredentialsBox({ current: NEXT_KEY, previous: KEY });
    expect(rotating.open(sealed)).toEqual(account);
    expect(rotating.isStale(sealed)).toBe(true);
    const resealed = rotating.seal(rotating.open(sealed));
    expect(createCredentialsBox({ current: NEXT_KEY }).open(resealed)).toEqual(account);
    // Without the previous key, what it sealed cannot be opened (and is never guessed at).
    expect(() => createCredentialsBox({ current: NEXT_KEY }).open(sealed)).toThrow(
      'Unreadable calendar credentials',
    );
  });

  it('a copied database alone opens nothing: the sealed value holds no secret in clear', () => {
    const sealed = createCredentialsBox({ current: KEY }).seal(account);
    expect(sealed).not.toContain('secret');
    expect(() =>
      createCredentialsBox({ current: NEXT_KEY, previous: 'x'.repeat(32) }).open(sealed),
    ).toThrow();
  });
});
