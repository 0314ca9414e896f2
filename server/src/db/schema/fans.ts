import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

/** Fans, their accounts and the messages between them and the creator. */

export interface FansTable {
  id: Generated<string>;
  creator_id: string;
  name: string;
  subscription: 'active' | 'expired' | null;
  follows: ColumnType<boolean, boolean | undefined, boolean>;
  purchases: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  /** The fan's account when the fan signed up (seeded audiences may have none). */
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
  subscribed_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The conversation's latest message or delivery: the inbox's order. */
  last_activity_at: ColumnType<Date, Date | undefined, Date>;
  /** Fan messages the creator has not read. */
  unread_count: ColumnType<number, number | undefined, number>;
  /** Net of reversals, in minor units of the default currency. */
  lifetime_spend: ColumnType<number, number | undefined, number>;
  last_purchase_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  note: ColumnType<string, string | undefined, string>;
  note_updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface FanAccountsTable {
  id: Generated<string>;
  sub: string;
  username: string;
  name: string;
  created_at: CreatedAt;
}

export interface MessagesTable {
  id: Generated<string>;
  creator_id: string;
  /** The fan's row with the creator: the conversation. */
  fan_id: string;
  sender: 'creator' | 'fan';
  kind: 'text' | 'media' | 'push';
  text: ColumnType<string, string | undefined, string>;
  price_value: number | null;
  price_currency: string | null;
  teaser_media_id: string | null;
  push_id: string | null;
  sent_at: ColumnType<Date, Date | undefined, never>;
  read_at: Date | null;
}
