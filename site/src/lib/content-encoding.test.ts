import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, preferredEncoding } from './content-encoding';

const PAGE = `<!doctype html><html><body>${'<p>Bonjour</p>'.repeat(200)}</body></html>`;

function page(): Response {
  return new Response(PAGE, { headers: { 'content-type': 'text/html' } });
}

function requestAccepting(acceptEncoding: string): Request {
  return new Request('http://localhost/app/login', { headers: { 'accept-encoding': acceptEncoding } });
}

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0 as a refusal', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('compressResponse', () => {
  it('sends a page Brotli-compressed to a browser that accepts it, the same page once decoded', async () => {
    const response = compressResponse(requestAccepting('gzip, br'), page());
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(PAGE.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(PAGE);
  });

  it('sends gzip to a client that only accepts gzip', async () => {
    const response = compressResponse(requestAccepting('gzip'), page());
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(PAGE);
  });

  it('leaves images, empty answers and a client accepting nothing as they are', async () => {
    const image = new Response(new Uint8Array(2000), { headers: { 'content-type': 'image/png' } });
    expect(compressResponse(requestAccepting('br'), image).headers.get('content-encoding')).toBeNull();
    const plain = compressResponse(requestAccepting('identity'), page());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(PAGE);
  });
});
