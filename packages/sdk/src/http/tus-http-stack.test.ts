import { describe, expect, it } from 'vitest';
import { createApiTransport } from './request';
import { createTusHttpStack } from './tus-http-stack';

describe('tus over the API transport (DESIGN uploads)', () => {
  it("calls the page's fetch as a plain function, as browsers require (no 'Illegal invocation')", async () => {
    const receivers: unknown[] = [];
    // Like window.fetch: refuses to run as a method of any object but the global one.
    const strictFetch = function (this: unknown) {
      receivers.push(this);
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return Promise.resolve(new Response(null, { status: 204, headers: { 'Upload-Offset': '0' } }));
    } as unknown as typeof fetch;
    const transport = createApiTransport({
      apiUrl: 'http://api.test',
      bearerToken: async () => 'token',
      fetch: strictFetch,
    });
    const request = createTusHttpStack(transport.send, 65_536).createRequest(
      'HEAD',
      'http://api.test/uploads/1',
    );
    const response = await request.send(null);
    expect(response.getStatus()).toBe(204);
    expect(receivers).toEqual([undefined]);
  });
});
