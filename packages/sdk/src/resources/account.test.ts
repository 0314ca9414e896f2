import { describe, expect, it } from 'vitest';
import { CreatorApiError } from '../errors';
import { createApiTransport } from '../http/request';
import { ACCOUNT_CALL_ERRORS, createAccountResource } from './account';

function resourceAnswering(answer: (url: string, init: RequestInit) => Response) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetchStub = (async (input: URL | string, init: RequestInit = {}) => {
    seen.push({ url: String(input), init });
    return answer(String(input), init);
  }) as typeof fetch;
  const transport = createApiTransport({
    apiUrl: 'http://api.test',
    bearerToken: async () => 'token',
    fetch: fetchStub,
  });
  const resource = createAccountResource(transport);
  return { resource, seen };
}

describe('client.account', () => {
  it('exportData reads the ZIP the API streams, with the bearer token', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    const { resource, seen } = resourceAnswering(
      () => new Response(zip, { headers: { 'content-type': 'application/zip' } }),
    );
    const blob = await resource.exportData();
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(zip);
    expect(seen[0]?.url).toBe('http://api.test/account/export');
    expect(new Headers(seen[0]?.init.headers).get('authorization')).toBe('Bearer token');
  });

  it('a refused export throws the catalogue message with the API code (spec 8 style)', async () => {
    const { resource } = resourceAnswering(() =>
      Response.json({ error: { code: 'unauthorized', message: 'No token' } }, { status: 401 }),
    );
    const error = await resource.exportData().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CreatorApiError);
    expect(error).toMatchObject({
      message: ACCOUNT_CALL_ERRORS.exportData,
      status: 401,
      code: 'unauthorized',
    });
  });

  it('a refused IBAN carries the field key the screen shows under the field', async () => {
    const { resource } = resourceAnswering(() =>
      Response.json(
        {
          error: {
            code: 'validation_failed',
            message: 'x',
            fields: { iban: ['account_iban_invalid_error'] },
          },
        },
        { status: 400 },
      ),
    );
    const error = await resource
      .setPayoutMethod({ iban: 'FR00', holderName: 'Ada', password: 'secret' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      message: ACCOUNT_CALL_ERRORS.updatePayoutMethod,
      fields: { iban: ['account_iban_invalid_error'] },
    });
  });
});
