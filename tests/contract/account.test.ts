import { CreatorApiError, type CreatorClient, createCreatorClient, createMemoryTokenStorage } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../../server/src/testing/zip-entries';
import { createCreatorAccount, passwordAccessToken } from './support/identity';
import { contractStack } from './support/stack';

const account = {
  email: 'account.owner@creators.local',
  password: 'Account#Owner2026',
  name: 'Account Owner',
};
let client: CreatorClient;

beforeAll(async () => {
  const { identity, apiUrl } = contractStack();
  await createCreatorAccount(identity, account);
  client = createCreatorClient({
    apiUrl,
    auth: {
      userPoolId: identity.userPoolId,
      userPoolClientId: identity.userPoolClientId,
      userPoolEndpoint: identity.endpoint,
    },
    storage: createMemoryTokenStorage(),
  });
  await client.auth.signIn({ username: account.email, password: account.password });
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: CreatorApiError) => error,
  );

describe('client.account against the API and the identity', () => {
  it('settings read and save one at a time', async () => {
    expect(await client.account.settings()).toMatchObject({
      language: 'fr',
      payoutMethod: null,
      closure: null,
    });
    expect(await client.account.update({ language: 'en' })).toMatchObject({ language: 'en' });
    expect(await client.account.update({ timeZone: 'Asia/Kolkata' })).toMatchObject({
      language: 'en',
      timeZone: 'Asia/Kolkata',
    });
  });

  it('a payout method needs the real password (checked by the identity) and a valid IBAN', async () => {
    const wrong = await failure(
      client.account.setPayoutMethod({
        iban: 'DE89 3704 0044 0532 0130 00',
        holderName: 'Account Owner',
        password: 'Not#MyPassword1',
      }),
    );
    expect(wrong).toMatchObject({
      message: 'Error while updating payout method',
      status: 400,
      fields: { password: ['account_password_incorrect_error'] },
    });
    const invalid = await failure(
      client.account.setPayoutMethod({
        iban: 'DE00 1234',
        holderName: 'Account Owner',
        password: account.password,
      }),
    );
    expect(invalid).toMatchObject({ fields: { iban: ['account_iban_invalid_error'] } });
    const saved = await client.account.setPayoutMethod({
      iban: 'DE89 3704 0044 0532 0130 00',
      holderName: 'Account Owner',
      password: account.password,
    });
    expect(saved.ibanMasked).toBe('DE89 •••• •••• •••• ••30 00');
    expect(saved.payoutsHeldUntil).not.toBeNull();
  });

  it('the export is a ZIP the SDK hands over whole', async () => {
    const files = await zipEntries(Buffer.from(await (await client.account.exportData()).arrayBuffer()));
    expect(JSON.parse(String(files.get('profile.json')))).toMatchObject({
      email: account.email,
      language: 'en',
    });
    expect(String(files.get('ledger.csv'))).toMatch(/^occurred_at,kind,source,/);
  });

  it('a wrong email code is code_mismatch; the password changes at the identity', async () => {
    const mismatch = await failure(client.auth.confirmEmail({ code: '000000' }));
    expect(mismatch).toBeInstanceOf(CreatorApiError);
    const next = 'Account#Owner2027';
    await client.auth.changePassword({ oldPassword: account.password, newPassword: next });
    const { identity } = contractStack();
    expect(await passwordAccessToken(identity, { email: account.email, password: next })).toBeTruthy();
    account.password = next;
  });

  it('closing needs the password, reopening within 30 days keeps the account', async () => {
    const wrong = await failure(client.account.close({ password: 'guess' }));
    expect(wrong).toMatchObject({ fields: { password: ['account_password_incorrect_error'] } });
    const closing = await client.account.close({ password: account.password });
    expect(closing.closure).not.toBeNull();
    expect((await client.account.reopen()).closure).toBeNull();
  });
});
