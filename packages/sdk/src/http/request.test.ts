import { describe, expect, it } from 'vitest';
import { CreatorApiError } from '../errors';
import { fakeApi, json } from '../testing/fake-api';
import { createApiRequest } from './request';

describe('API requests (DESIGN wire format, spec 8 wrapped call errors)', () => {
  it('sends the bearer token and unwraps { data }', async () => {
    const { fetch, calls } = fakeApi(() => json(200, { data: { id: 'c1' } }));
    const request = createApiRequest({ apiUrl: 'http://api.test/', bearerToken: async () => 'tok', fetch });
    const data = await request('GET', '/creators/me', { errorMessage: 'Error during getting creator' });
    expect(data).toEqual({ id: 'c1' });
    expect(calls[0]?.url.href).toBe('http://api.test/creators/me');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('omits the Authorization header when there is no token', async () => {
    const { fetch, calls } = fakeApi(() => json(200, { data: null }));
    const request = createApiRequest({
      apiUrl: 'http://api.test',
      bearerToken: async () => undefined,
      fetch,
    });
    await request('GET', '/creators/me', { errorMessage: 'x' });
    expect(calls[0]?.headers.get('authorization')).toBeNull();
  });

  it("wraps an error answer in the catalogue message with status, the server's code and fields", async () => {
    const { fetch } = fakeApi(() =>
      json(400, {
        error: {
          code: 'validation_failed',
          message: 'bad',
          fields: { caption: ['push_caption_input_limit_error'] },
        },
      }),
    );
    const request = createApiRequest({ apiUrl: 'http://api.test', bearerToken: async () => 't', fetch });
    const error = await request('POST', '/pushes', {
      errorMessage: 'Error while creating push',
      body: {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CreatorApiError);
    expect(error).toMatchObject({
      message: 'Error while creating push',
      status: 400,
      code: 'validation_failed',
      fields: { caption: ['push_caption_input_limit_error'] },
    });
  });

  it('wraps a 401 without a body as the catalogue message with the status', async () => {
    const { fetch } = fakeApi(() => ({
      status: 401,
      body: 'nope',
      headers: { 'content-type': 'text/plain' },
    }));
    const request = createApiRequest({ apiUrl: 'http://api.test', bearerToken: async () => 't', fetch });
    await expect(
      request('GET', '/creators/me', { errorMessage: 'Error during getting creator' }),
    ).rejects.toMatchObject({
      message: 'Error during getting creator',
      status: 401,
    });
  });

  it('wraps a network failure with code network_error and keeps the cause', async () => {
    const failure = new TypeError('fetch failed');
    const { fetch } = fakeApi(() => Promise.reject(failure));
    const request = createApiRequest({ apiUrl: 'http://api.test', bearerToken: async () => 't', fetch });
    const error = (await request('GET', '/creators/me', {
      errorMessage: 'Error during getting creator',
    }).catch((e: unknown) => e)) as CreatorApiError;
    expect(error.message).toBe('Error during getting creator');
    expect(error.code).toBe('network_error');
    expect(error.status).toBeUndefined();
    expect(error.cause).toBe(failure);
  });

  it('sends each call once: no retry after a failure (spec 7)', async () => {
    const { fetch, calls } = fakeApi(() => json(503, { error: { code: 'unavailable', message: 'down' } }));
    const request = createApiRequest({ apiUrl: 'http://api.test', bearerToken: async () => 't', fetch });
    await request('GET', '/pushes', { errorMessage: 'Error while fetching push list' }).catch(
      () => undefined,
    );
    expect(calls).toHaveLength(1);
  });

  it('puts defined query values in the URL and leaves undefined ones out', async () => {
    const { fetch, calls } = fakeApi(() => json(200, { data: [] }));
    const request = createApiRequest({ apiUrl: 'http://api.test', bearerToken: async () => 't', fetch });
    await request('GET', '/creators/collections', {
      errorMessage: 'x',
      query: { perPage: 20, offset: undefined },
    });
    expect(calls[0]?.url.search).toBe('?perPage=20');
  });

  it('a call the server never answers fails with code timeout after the configured time, sent once (spec 7)', async () => {
    // A fetch that only ends when its signal aborts, like a server that never answers.
    const { fetch, calls } = fakeApi(
      (call) =>
        new Promise<undefined>((_resolve, reject) => {
          call.signal?.addEventListener('abort', () => reject(call.signal?.reason));
        }),
    );
    const request = createApiRequest({
      apiUrl: 'http://api.test',
      bearerToken: async () => 't',
      fetch,
      timeoutMs: 20,
    });
    const error = (await request('GET', '/pushes', {
      errorMessage: 'Error while fetching push list',
    }).catch((e: unknown) => e)) as CreatorApiError;
    expect(error).toBeInstanceOf(CreatorApiError);
    expect(error.message).toBe('Error while fetching push list');
    expect(error.code).toBe('timeout');
    expect(calls).toHaveLength(1);
  });

  it('a 401 from the API tells the host the session is over, and still fails the call', async () => {
    const { fetch } = fakeApi(() => json(401, { error: { code: 'unauthorized', message: 'no' } }));
    let told = 0;
    const request = createApiRequest({
      apiUrl: 'http://api.test',
      bearerToken: async () => 'stale',
      fetch,
      onUnauthorized: () => {
        told += 1;
      },
    });
    const error = (await request('GET', '/creators/me', {
      errorMessage: 'Error during getting creator',
    }).catch((e: unknown) => e)) as CreatorApiError;
    expect(error.status).toBe(401);
    expect(told).toBe(1);
  });

  it('a 403 or a 404 is not a lost session', async () => {
    let told = 0;
    for (const status of [403, 404]) {
      const { fetch } = fakeApi(() => json(status, { error: { code: 'x', message: 'no' } }));
      const request = createApiRequest({
        apiUrl: 'http://api.test',
        bearerToken: async () => 't',
        fetch,
        onUnauthorized: () => {
          told += 1;
        },
      });
      await request('GET', '/pushes/1', { errorMessage: 'x' }).catch(() => undefined);
    }
    expect(told).toBe(0);
  });
});
