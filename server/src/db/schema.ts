import type { ColumnType, Generated, Selectable } from 'kysely';

/** Table shapes as Kysely sees them; the migrations are the source of the columns. */
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
  created_at: ColumnType<Date, never, never>;
}

export interface Database {
  creators: CreatorsTable;
}

export type CreatorRow = Selectable<CreatorsTable>;
