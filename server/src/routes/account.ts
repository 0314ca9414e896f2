import {
  accountClosureRequestStruct,
  accountSettingsStruct,
  accountSettingsUpdateStruct,
  payoutMethodStruct,
  payoutMethodUpdateStruct,
} from '@mym/sdk/contract/account';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { findAccountClosure } from '../db/account-closures';
import { updateCreatorSettings } from '../db/creators';
import { findPayoutMethod } from '../db/payout-methods';
import type { CreatorRow } from '../db/schema';
import type { ApiContext } from '../http/api-context';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route-catalog';
import { validationFailed } from '../http/validation';
import type { IdentityProfileReader } from '../identity/identity-profile';
import type { PasswordConfirmer } from '../identity/password-confirmation';
import { toCreator } from '../presenters/creator';
import { closeAccount, reopenAccount, toAccountClosure } from '../services/account-closure';
import { accountExportZip } from '../services/account-export';
import { changePayoutMethod, checkPayoutMethod, toPayoutMethod } from '../services/payout-method';

/** Under the password field when the identity says the password is not the account's. */
export const PASSWORD_INCORRECT_ERROR = 'account_password_incorrect_error';

export interface AccountRouteOptions {
  /** Asks the identity whether a re-entered password is the creator's; absent, sensitive changes answer 503. */
  confirmPassword: PasswordConfirmer | undefined;
  readIdentityProfile: IdentityProfileReader;
}

export function accountRoutes(app: FastifyInstance, ctx: ApiContext, options: AccountRouteOptions) {
  const { db, catalog, clock, mediaStore, mediaUrls } = ctx;
  const tag = 'account';

  async function settingsOf(creator: CreatorRow) {
    const [payout, closure] = await Promise.all([
      findPayoutMethod(db, creator.id),
      findAccountClosure(db, creator.id),
    ]);
    return {
      language: creator.language === 'en' ? ('en' as const) : ('fr' as const),
      timeZone: creator.time_zone,
      email: creator.email,
      payoutMethod: payout ? toPayoutMethod(payout, clock()) : null,
      closure: toAccountClosure(closure),
    };
  }

  /** A sensitive change goes through only with the account's own password (a stolen session is not enough). */
  async function requirePassword(creator: CreatorRow, password: string) {
    if (password === '') throw validationFailed({ password: [MANDATORY_FIELD_ERROR] });
    const verdict = options.confirmPassword
      ? await options.confirmPassword(creator.username, password)
      : 'unavailable';
    if (verdict === 'wrong') throw validationFailed({ password: [PASSWORD_INCORRECT_ERROR] });
    if (verdict === 'unavailable') {
      throw new ApiError(503, 'identity_unavailable', 'The password could not be checked; try again');
    }
  }

  defineRoute(app, catalog, {
    method: 'GET',
    url: '/account',
    tag,
    access: 'creator',
    summary: "The creator's account settings: language, time zone, email, payout method, closure",
    response: accountSettingsStruct,
    handler: async ({ request }) => settingsOf(request.creator),
  });
  defineRoute(app, catalog, {
    method: 'PATCH',
    url: '/account',
    tag,
    access: 'creator',
    summary: 'Change the language or the time zone (scheduled pushes and posts keep their instant)',
    body: accountSettingsUpdateStruct,
    response: accountSettingsStruct,
    handler: async ({ request, body }) => {
      const row = await updateCreatorSettings(db, request.creator.id, body);
      return settingsOf(row);
    },
  });
  defineRoute(app, catalog, {
    method: 'POST',
    url: '/account/email',
    tag,
    access: 'creator',
    summary: 'Take the email the identity verified (after the code sent to the new address was typed)',
    response: accountSettingsStruct,
    handler: async ({ request }) => {
      const profile = await options.readIdentityProfile(request.accessToken);
      if (!profile) throw new ApiError(503, 'identity_unavailable', 'The identity could not be reached');
      const row = await updateCreatorSettings(db, request.creator.id, { email: profile.email ?? undefined });
      return settingsOf(row);
    },
  });
  defineRoute(app, catalog, {
    method: 'PUT',
    url: '/account/payout-method',
    tag,
    access: 'creator',
    summary:
      'Set the payout method (IBAN and holder), with the password; payouts hold 48 hours after a change',
    body: payoutMethodUpdateStruct,
    response: payoutMethodStruct,
    handler: async ({ request, body }) => {
      // Every field's mistake at once, before the identity is asked anything.
      const method = checkPayoutMethod(body);
      await requirePassword(request.creator, body.password);
      const now = clock();
      const row = await changePayoutMethod(db, request.creator.id, method, now);
      return toPayoutMethod(row, now);
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/account/export',
    tag,
    access: 'creator',
    summary:
      'Everything of the account as one ZIP, streamed (profile, cloud, posts, pushes, messages, ledger CSV)',
    rawContent: 'application/zip',
    handler: async ({ request, reply }) => {
      const creator = request.creator;
      const settings = await settingsOf(creator);
      const profile = { ...toCreator(creator, mediaUrls), ...settings, exportedAt: clock().toISOString() };
      const zip = await accountExportZip(db, mediaStore, creator.id, profile);
      const day = clock().toISOString().slice(0, 10);
      await reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="mym-account-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
      return undefined;
    },
  });
  defineRoute(app, catalog, {
    method: 'POST',
    url: '/account/closure',
    tag,
    access: 'creator',
    summary: 'Close the account, with the password: 30 days to reopen it, then its data is deleted',
    body: accountClosureRequestStruct,
    response: accountSettingsStruct,
    handler: async ({ request, body }) => {
      await requirePassword(request.creator, body.password);
      await closeAccount(db, request.creator.id, clock());
      return settingsOf(request.creator);
    },
  });
  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/account/closure',
    tag,
    access: 'creator',
    summary: 'Reopen a closing account within its 30 days',
    response: accountSettingsStruct,
    handler: async ({ request }) => {
      await reopenAccount(db, request.creator.id);
      return settingsOf(request.creator);
    },
  });
}
