// A subpath of its own (`@mym/sdk/contract/account`): only the account screen and the API need these structs.
import { array, boolean, enums, type Infer, nullable, object, string } from 'superstruct';
import { SUPPORTED_LANGUAGES } from '../constants';
import { partialObject } from './partial-object';
import { boundedText, isoDateTimeStruct, timeZoneStruct } from './scalars';

/** The longest IBAN is 34 characters; spaces between its groups are allowed when typed. */
export const IBAN_INPUT_MAX_LENGTH = 64;
/** An account holder's name as banks take it (SEPA allows 70 characters). */
export const HOLDER_NAME_MAX_LENGTH = 70;
/** A password re-entered to confirm a sensitive change (spec 9: at most 32; longer is simply wrong). */
export const CONFIRMATION_PASSWORD_MAX_LENGTH = 256;

/** The payout method as the creator sees it once saved: never the whole IBAN again. */
export const payoutMethodStruct = object({
  ibanMasked: string(),
  holderName: string(),
  changedAt: isoDateTimeStruct,
  /** Payouts hold until then after a change (48 hours); null once the cool-down is over. */
  payoutsHeldUntil: nullable(isoDateTimeStruct),
});
export type PayoutMethod = Infer<typeof payoutMethodStruct>;

/** `GET /account`: the creator's settings in one read. */
export const accountSettingsStruct = object({
  language: enums(SUPPORTED_LANGUAGES),
  timeZone: string(),
  email: nullable(string()),
  payoutMethod: nullable(payoutMethodStruct),
  /** A closing account: its data is deleted after `deleteAfter` unless the creator reopens it. */
  closure: nullable(object({ requestedAt: isoDateTimeStruct, deleteAfter: isoDateTimeStruct })),
});
export type AccountSettings = Infer<typeof accountSettingsStruct>;

/** `PATCH /account`: each setting saves on its own (absent means unchanged). */
export const accountSettingsUpdateStruct = partialObject(
  object({ language: enums(SUPPORTED_LANGUAGES), timeZone: timeZoneStruct }),
);
export type AccountSettingsUpdate = Infer<typeof accountSettingsUpdateStruct>;

/** `PUT /account/payout-method`: the new method, allowed only with the account's password. */
export const payoutMethodUpdateStruct = object({
  iban: boundedText(IBAN_INPUT_MAX_LENGTH),
  holderName: boundedText(HOLDER_NAME_MAX_LENGTH),
  password: boundedText(CONFIRMATION_PASSWORD_MAX_LENGTH),
});
export type PayoutMethodUpdate = Infer<typeof payoutMethodUpdateStruct>;

/** `POST /account/closure`: closing the account, confirmed by its password. */
export const accountClosureRequestStruct = object({
  password: boundedText(CONFIRMATION_PASSWORD_MAX_LENGTH),
});
export type AccountClosureRequest = Infer<typeof accountClosureRequestStruct>;

/** A device the creator is signed in on: one refresh-token family at the identity. */
export const signInSessionStruct = object({
  id: string(),
  /** The browser and the system in words people read ("Chrome", "131"; "macOS"), null when the agent says nothing. */
  browser: nullable(string()),
  browserVersion: nullable(string()),
  system: nullable(string()),
  /** desktop, mobile, tablet, tv...: what kind of device, as far as the agent tells. */
  deviceType: nullable(string()),
  firstSeenAt: isoDateTimeStruct,
  lastSeenAt: isoDateTimeStruct,
  /** The session this call comes from ("this device"). */
  current: boolean(),
});
export type SignInSession = Infer<typeof signInSessionStruct>;

/** `GET /account/sessions`: the sessions still signed in, latest activity first. */
export const signInSessionListStruct = object({ sessions: array(signInSessionStruct) });
export type SignInSessionList = Infer<typeof signInSessionListStruct>;
