import {
  type AccountSettings,
  type AccountSettingsUpdate,
  accountSettingsStruct,
  type PayoutMethod,
  type PayoutMethodUpdate,
  payoutMethodStruct,
  type SignInSession,
  signInSessionListStruct,
} from '../contract/account';
import { CreatorApiError, GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import { type ApiRequest, type ApiTransport, apiError } from '../http/request';

/** Catalogue messages of the account calls, worded like spec 8's ('Error while <doing> <what>'). */
export const ACCOUNT_CALL_ERRORS = {
  fetchSettings: 'Error while fetching account settings',
  updateSettings: 'Error while updating account settings',
  syncEmail: 'Error while updating account email',
  updatePayoutMethod: 'Error while updating payout method',
  exportData: 'Error while exporting account data',
  closeAccount: 'Error while closing account',
  reopenAccount: 'Error while reopening account',
  fetchSessions: 'Error while fetching sessions',
  signOutSession: 'Error while signing out session',
} as const;

/**
 * `client.account`: the creator's settings (language, time zone, email, payout method) and their data (the export,
 * closing and reopening the account). Password and email changes go through `client.auth`, at the identity.
 */
export interface AccountResource {
  settings(): Promise<AccountSettings>;
  /** Saves the language or the time zone on its own; scheduled pushes and posts keep their instant. */
  update(update: AccountSettingsUpdate): Promise<AccountSettings>;
  /** After `auth.confirmEmail`: the API takes the email the identity verified. */
  syncEmail(): Promise<AccountSettings>;
  /** Sets the payout method with the account's password; payouts hold 48 hours after a change. */
  setPayoutMethod(method: PayoutMethodUpdate): Promise<PayoutMethod>;
  /** The whole account as one ZIP (profile, cloud and its files, posts, pushes, messages, bookings, ledger CSV). */
  exportData(): Promise<Blob>;
  /** Closes the account with its password: 30 days to reopen it, then everything is deleted. */
  close(input: { password: string }): Promise<AccountSettings>;
  reopen(): Promise<AccountSettings>;
  /** The devices the creator is signed in on, latest activity first, this one marked `current`. */
  sessions(): Promise<SignInSession[]>;
  /** Signs one other device out: the API refuses its tokens from its next request on. */
  signOutSession(id: string): Promise<void>;
}

export interface AccountResourceOptions {
  request: ApiRequest;
  send: ApiTransport['send'];
}

export function createAccountResource(options: AccountResourceOptions): AccountResource {
  const { request } = options;
  const settingsCall = (method: string, path: string, errorMessage: string, body?: unknown) =>
    request(method, path, { errorMessage, response: accountSettingsStruct, ...(body ? { body } : {}) });
  return {
    settings: () => settingsCall('GET', '/account', ACCOUNT_CALL_ERRORS.fetchSettings),
    update: (update) => settingsCall('PATCH', '/account', ACCOUNT_CALL_ERRORS.updateSettings, update),
    syncEmail: () => settingsCall('POST', '/account/email', ACCOUNT_CALL_ERRORS.syncEmail),
    setPayoutMethod: (method) =>
      request('PUT', '/account/payout-method', {
        errorMessage: ACCOUNT_CALL_ERRORS.updatePayoutMethod,
        body: method,
        response: payoutMethodStruct,
      }),
    // A large account takes longer than a call's timeout: the ZIP is read to its end, however long it takes.
    async exportData() {
      const failed = (details: ConstructorParameters<typeof CreatorApiError>[1]) =>
        new CreatorApiError(ACCOUNT_CALL_ERRORS.exportData, details);
      let response: Response;
      try {
        response = await options.send('GET', '/account/export', {
          headers: { accept: 'application/zip, application/json' },
        });
      } catch (cause) {
        throw failed({ code: 'network_error', cause });
      }
      if (!response.ok) {
        const body = await response.json().catch(() => undefined);
        throw apiError(ACCOUNT_CALL_ERRORS.exportData, {
          status: response.status,
          statusText: response.statusText,
          body,
        });
      }
      try {
        return await response.blob();
      } catch (cause) {
        throw failed({ code: 'network_error', cause });
      }
    },
    close: (input) => settingsCall('POST', '/account/closure', ACCOUNT_CALL_ERRORS.closeAccount, input),
    reopen: () => settingsCall('DELETE', '/account/closure', ACCOUNT_CALL_ERRORS.reopenAccount),
    async sessions() {
      const list = await request('GET', '/account/sessions', {
        errorMessage: ACCOUNT_CALL_ERRORS.fetchSessions,
        response: signInSessionListStruct,
      });
      return list.sessions;
    },
    async signOutSession(id) {
      const session = requireArgument(id, GUARD_MESSAGES.id);
      await request('DELETE', resourcePath('/account/sessions', session), {
        errorMessage: ACCOUNT_CALL_ERRORS.signOutSession,
      });
    },
  };
}
