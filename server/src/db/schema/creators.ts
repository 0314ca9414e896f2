import type { ColumnType, Generated } from 'kysely';

/** The creator's account: profile, payout method, closing. */
export interface CreatorsTable {
  id: Generated<string>;
  /** The identity's subject: one creator row per user-pool user. */
  sub: string;
  username: string;
  email: string | null;
  display_name: string | null;
  bio: string | null;
  avatar_url: string | null;
  category: Generated<string>;
  certification_status: Generated<string>;
  privacy_policy_accepted: Generated<boolean>;
  terms_of_service_accepted: Generated<boolean>;
  terms_of_use_accepted: Generated<boolean>;
  /** Tokens issued before this instant are refused (sign-out everywhere). */
  signed_out_at: Date | null;
  /** Refresh-token families (`origin_jti`) signed out one by one: their access tokens are refused. */
  revoked_sessions: Generated<string[]>;
  profile_picture_media_id: string | null;
  /** The creator's IANA zone: their "today" and schedule hours. */
  time_zone: Generated<string>;
  /** Who sponsored the sign-up (spec 3 "Referral"), stored once. */
  sponsor_id: number | null;
  sponsor_type: string | null;
  /** The creator's own sponsor reference, the `creator` parameter of their referral link. */
  referral_number: Generated<number>;
  created_at: ColumnType<Date, never, never>;
  /** The monthly subscription a fan pays, in minor units; null while the creator sells none. */
  subscription_price_value: ColumnType<number | null, number | null | undefined, number | null>;
  subscription_price_currency: ColumnType<string | null, string | null | undefined, string | null>;
  /** `fr` or `en`: what the creator's mails are written in. */
  language: Generated<string>;
}

export interface PayoutMethodsTable {
  creator_id: string;
  iban: string;
  holder_name: string;
  changed_at: ColumnType<Date, Date | undefined, Date>;
  /** Payouts wait until this instant after a change (a stolen session cannot redirect money at once). */
  payouts_held_until: Date;
}

export interface AccountClosuresTable {
  creator_id: string;
  requested_at: ColumnType<Date, Date | undefined, never>;
  /** The deletion job removes the account's data from this instant on. */
  delete_after: Date;
  attempts: Generated<number>;
  last_error: string | null;
}
