import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountSettingsStruct, payoutMethodStruct } from '@mym/sdk/contract/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutsHeldUntil } from '../db/payout-methods';
import { runAccountDeletionTick } from '../jobs/account-deletion';
import { createDiskStore } from '../media/disk-store';
import type { MediaStore } from '../media/media-store';
import { DELETION_RETRY_MS } from '../services/account-closure';
import { addMedia, call, countRows, creatorIdOf } from '../testing/fixtures';
import { pushPayload } from '../testing/payloads';
import { bearerFor, createTestApp, TEST_CREATOR_PASSWORD } from '../testing/test-app';
import { zipEntries } from '../testing/zip-entries';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let adaId: string;
let store: MediaStore;

const GOOD_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mym-account-'));
  store = createDiskStore({ mediaDir: join(dir, 'media'), uploadDir: join(dir, 'uploads') });
  ctx = await createTestApp({ mediaStore: store });
  ada = await bearerFor(ctx.forge, 'sub-account-ada');
  adaId = await creatorIdOf(ctx.app, ada);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('account settings', () => {
  it('language and time zone each save on their own; a scheduled push keeps its instant', async () => {
    const initial = (await call(ctx.app, 'GET', '/account', ada)).json().data;
    expect(accountSettingsStruct.is(initial)).toBe(true);
    expect(initial).toMatchObject({
      language: 'fr',
      timeZone: 'Europe/Paris',
      payoutMethod: null,
      closure: null,
    });
    const media = await addMedia(ctx.db, adaId);
    const push = (await call(ctx.app, 'POST', '/pushes', ada, pushPayload(media.id))).json().data;

    const english = await call(ctx.app, 'PATCH', '/account', ada, { language: 'en' });
    expect(english.json().data).toMatchObject({ language: 'en', timeZone: 'Europe/Paris' });
    const zoned = await call(ctx.app, 'PATCH', '/account', ada, { timeZone: 'America/New_York' });
    expect(zoned.json().data).toMatchObject({ language: 'en', timeZone: 'America/New_York' });
    const after = (await call(ctx.app, 'GET', `/pushes/${push.id}`, ada)).json().data;
    expect(after.scheduledAt).toBe(push.scheduledAt);
  });

  it('an unknown zone or language -> mandatory_field_is_empty_error under the field, nothing changed (spec 5)', async () => {
    const before = (await call(ctx.app, 'GET', '/account', ada)).json().data;
    const refused = await call(ctx.app, 'PATCH', '/account', ada, {
      timeZone: 'Mars/Olympus',
      language: 'de',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      timeZone: ['mandatory_field_is_empty_error'],
      language: ['mandatory_field_is_empty_error'],
    });
    expect((await call(ctx.app, 'GET', '/account', ada)).json().data).toEqual(before);
  });
});

describe('payout method', () => {
  it('an IBAN the library refuses -> account_iban_invalid_error, nothing stored', async () => {
    const refused = await call(ctx.app, 'PUT', '/account/payout-method', ada, {
      iban: 'FR14 2004 1010 0505 0001 3M02 607',
      holderName: 'Ada Lovelace',
      password: TEST_CREATOR_PASSWORD,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ iban: ['account_iban_invalid_error'] });
    const blank = await call(ctx.app, 'PUT', '/account/payout-method', ada, {
      iban: ' ',
      holderName: '<script>',
      password: '',
    });
    expect(blank.json().error.fields).toEqual({
      iban: ['mandatory_field_is_empty_error'],
      holderName: ['account_holder_name_invalid_error'],
    });
    expect(await countRows(ctx.db, 'payout_methods')).toBe(0);
  });

  it('a wrong password -> account_password_incorrect_error; an unreachable identity -> 503; nothing stored', async () => {
    const wrong = await call(ctx.app, 'PUT', '/account/payout-method', ada, {
      iban: GOOD_IBAN,
      holderName: 'Ada Lovelace',
      password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: ['account_password_incorrect_error'] });
    ctx.identityDown.value = true;
    const down = await call(ctx.app, 'PUT', '/account/payout-method', ada, {
      iban: GOOD_IBAN,
      holderName: 'Ada Lovelace',
      password: TEST_CREATOR_PASSWORD,
    });
    ctx.identityDown.value = false;
    expect(down.statusCode).toBe(503);
    expect(await countRows(ctx.db, 'payout_methods')).toBe(0);
  });

  it('a valid IBAN with the password is shown masked, and payouts hold 48 hours', async () => {
    const saved = await call(ctx.app, 'PUT', '/account/payout-method', ada, {
      iban: GOOD_IBAN.toLowerCase(),
      holderName: '  Ada   Lovelace ',
      password: TEST_CREATOR_PASSWORD,
    });
    expect(saved.statusCode).toBe(200);
    const method = saved.json().data;
    expect(payoutMethodStruct.is(method)).toBe(true);
    expect(method.ibanMasked).toBe('FR14 •••• •••• •••• •••• •••2 606');
    expect(method.holderName).toBe('Ada Lovelace');
    const now = ctx.clock.now();
    expect(method.payoutsHeldUntil).toBe(new Date(now.getTime() + 48 * HOUR).toISOString());
    expect(JSON.stringify((await call(ctx.app, 'GET', '/account', ada)).json())).not.toContain('3M02');
    expect(await payoutsHeldUntil(ctx.db, adaId, now)).toEqual(new Date(now.getTime() + 48 * HOUR));
    expect(await payoutsHeldUntil(ctx.db, adaId, new Date(now.getTime() + 49 * HOUR))).toBeNull();
    const alerts = await ctx.db
      .selectFrom('notifications')
      .select(['kind', 'mandatory'])
      .where('creator_id', '=', adaId)
      .execute();
    expect(alerts).toEqual([{ kind: 'payout_method_changed', mandatory: true }]);
  });
});

describe('your data', () => {
  it('the export is one ZIP with the profile, every table, the ledger CSV and the media files', async () => {
    const grace = await bearerFor(ctx.forge, 'sub-export-grace');
    const graceId = await creatorIdOf(ctx.app, grace);
    const media = await addMedia(ctx.db, graceId, { file_name: '../../etc/passwd' });
    const bytes = Buffer.from('the picture bytes');
    const key = `${graceId}/${media.id}.png`;
    await ctx.db.updateTable('medias').set({ storage_key: key }).where('id', '=', media.id).execute();
    await store.put(key, bytes);

    const response = await call(ctx.app, 'GET', '/account/export', grace);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = await zipEntries(response.rawPayload);
    const profile = JSON.parse(String(files.get('profile.json')));
    expect(profile).toMatchObject({ id: graceId, language: 'fr', timeZone: 'Europe/Paris' });
    const medias = String(files.get('data/medias.ndjson'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(medias).toEqual([expect.objectContaining({ id: media.id })]);
    expect(medias[0]).not.toHaveProperty('storage_key');
    expect(files.get(`media/${media.id}-.._.._etc_passwd`)).toEqual(bytes);
    expect(String(files.get('ledger.csv'))).toBe(
      'occurred_at,kind,source,item_id,fan_id,gross,fee,net,currency,available_at\n',
    );
    for (const table of ['posts', 'pushes', 'messages', 'consultations', 'bookings']) {
      expect(files.has(`data/${table}.ndjson`)).toBe(true);
    }
  });

  it('closing needs the password; reopening within 30 days keeps everything; after 30 days the job deletes it', async () => {
    const lin = await bearerFor(ctx.forge, 'sub-closing-lin');
    const linId = await creatorIdOf(ctx.app, lin);
    const media = await addMedia(ctx.db, linId);
    const key = `${linId}/${media.id}.png`;
    await ctx.db.updateTable('medias').set({ storage_key: key }).where('id', '=', media.id).execute();
    await store.put(key, Buffer.from('bytes'));
    const wrong = await call(ctx.app, 'POST', '/account/closure', lin, { password: 'guess' });
    expect(wrong.json().error.fields).toEqual({ password: ['account_password_incorrect_error'] });
    expect(await countRows(ctx.db, 'account_closures')).toBe(0);

    const closed = await call(ctx.app, 'POST', '/account/closure', lin, { password: TEST_CREATOR_PASSWORD });
    const now = ctx.clock.now();
    expect(closed.json().data.closure).toEqual({
      requestedAt: now.toISOString(),
      deleteAfter: new Date(now.getTime() + 30 * 24 * HOUR).toISOString(),
    });
    const deletedUsers: string[] = [];
    const reach = {
      mediaStore: store,
      deleteIdentityUser: async (name: string) => void deletedUsers.push(name),
    };
    expect(await runAccountDeletionTick(ctx.db, reach, now)).toEqual([]);
    // Closing is a security alert the creator cannot turn off (spec-style mandatory kinds), dated by the deletion.
    const alerts = await ctx.db
      .selectFrom('notifications')
      .select(['kind', 'mandatory'])
      .where('creator_id', '=', linId)
      .execute();
    expect(alerts).toEqual([{ kind: 'deletion_scheduled', mandatory: true }]);
    const reopened = await call(ctx.app, 'DELETE', '/account/closure', lin);
    expect(reopened.json().data.closure).toBeNull();

    await call(ctx.app, 'POST', '/account/closure', lin, { password: TEST_CREATOR_PASSWORD });
    const later = new Date(now.getTime() + 30 * 24 * HOUR + 1);
    // The identity down: nothing is deleted, the account stays due and is tried again.
    const identityDown = {
      mediaStore: store,
      deleteIdentityUser: () => Promise.reject(new Error('identity unreachable')),
    };
    await expect(runAccountDeletionTick(ctx.db, identityDown, later)).rejects.toThrow('identity unreachable');
    expect(await ctx.db.selectFrom('creators').select('id').where('id', '=', linId).execute()).toHaveLength(
      1,
    );
    expect(deletedUsers).toEqual([]);
    const retryAt = new Date(later.getTime() + DELETION_RETRY_MS);
    expect(await runAccountDeletionTick(ctx.db, reach, retryAt)).toEqual([linId]);
    // The identity user is deleted too, so the email can sign up again.
    expect(deletedUsers).toEqual(['sub-closing-lin']);
    const left = await ctx.db.selectFrom('medias').select('id').where('creator_id', '=', linId).execute();
    expect(left).toEqual([]);
    expect(await store.exists(key)).toBe(false);
    expect(await ctx.db.selectFrom('creators').select('id').where('id', '=', linId).execute()).toEqual([]);
  });
});
