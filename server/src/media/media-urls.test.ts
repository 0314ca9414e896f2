import { describe, expect, it } from 'vitest';
import { createMediaUrls } from './media-urls';

const at = (iso: string) => () => new Date(iso);
const parts = (url: string) => {
  const parsed = new URL(url);
  return {
    path: parsed.pathname,
    expires: parsed.searchParams.get('expires') as string,
    signature: parsed.searchParams.get('signature') as string,
  };
};

describe('signed media links', () => {
  it('gives the same link for a media all hour, and one another signer with the same secret accepts', () => {
    const urls = createMediaUrls({
      publicUrl: 'http://api.test/',
      secret: 's3cret',
      clock: at('2026-06-15T08:05:00Z'),
    });
    const first = urls.url('m1', 'preview');
    expect(urls.url('m1', 'preview')).toBe(first);
    expect(urls.url('m1', 'file')).not.toBe(first);
    const { path, expires, signature } = parts(first);
    expect(path).toBe('/media/m1/preview');
    const fresh = createMediaUrls({
      publicUrl: 'http://api.test',
      secret: 's3cret',
      clock: at('2026-06-15T08:50:00Z'),
    });
    expect(fresh.url('m1', 'preview')).toBe(first);
    expect(fresh.verify('m1', 'preview', expires, signature)).toBe(true);
    expect(fresh.verify('m2', 'preview', expires, signature)).toBe(false);
  });

  it('moves to a later expiry when the hour turns, and refuses a link signed with another secret', () => {
    let now = new Date('2026-06-15T08:59:00Z');
    const urls = createMediaUrls({ publicUrl: 'http://api.test', secret: 's3cret', clock: () => now });
    const before = parts(urls.url('m1', 'preview'));
    now = new Date('2026-06-15T09:01:00Z');
    const after = parts(urls.url('m1', 'preview'));
    expect(Number(after.expires)).toBe(Number(before.expires) + 3600);
    expect(urls.verify('m1', 'preview', after.expires, after.signature)).toBe(true);
    const other = createMediaUrls({ publicUrl: 'http://api.test', secret: 'other', clock: () => now });
    expect(other.verify('m1', 'preview', after.expires, after.signature)).toBe(false);
  });
});
