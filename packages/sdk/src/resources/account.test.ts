import { describe, expect, it } from 'vitest';
import { CreatorApiError } from '../errors';
import { type ApiAnswer, json } from '../testing/fake-api';
import { ACCOUNT_CALL_ERRORS, createAccountResource } from './account';
import { requestOnFakeApi } from './testing/request-on-fake-api';

function resourceAnswering(answer: () => ApiAnswer) {
  const api = requestOnFakeApi(answer);
  return { resource: createAccountResource(api.transport), seen: api.calls };
}

describe('client.account', () => {
  it('exportData reads the ZIP the API streams, with the bearer token', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    const { resource, seen } = resourceAnswering(() => ({
      body: zip,
      headers: { 'content-type': 'application/zip' },
    }));
    const blob = await resource.exportData();
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(zip);
    expect(seen[0]?.url.href).toBe('http://api.test/account/export');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token');
  });

  it('a refused export throws the catalogue message with the API code (spec 8 style)', async () => {
    const { resource } = resourceAnswering(() =>
      json(401, { error: { code: 'unauthorized', message: 'No token' } }),
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
      json(400, {
        error: {
          code: 'validation_failed',
          message: 'x',
          fields: { iban: ['account_iban_invalid_error'] },
        },
      }),
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
