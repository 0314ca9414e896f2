import type { LiveNoticeKind, LiveState, PushTarget } from '@mym/sdk/contract';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

/** Lives the creator schedules and the notices their buyers get. */

/** A live the creator scheduled (spec 2 "live configuration"); the start is stored in UTC with its zone. */
export interface LivesTable {
  id: Generated<string>;
  creator_id: string;
  title: string;
  description: string;
  teaser_media_id: string | null;
  starts_at: Date;
  time_zone: string;
  duration_minutes: number;
  targets: ColumnType<PushTarget[], string, string>;
  /** Minor units; null for a free live. */
  price_value: number | null;
  price_currency: string | null;
  chat: boolean;
  state: ColumnType<LiveState, LiveState | undefined, LiveState>;
  cancelled_at: Date | null;
  /** When its audience was told it is scheduled, and reminded before it starts (null until done). */
  announced_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reminded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface LiveNoticesTable {
  live_id: string;
  fan_id: string;
  kind: LiveNoticeKind;
  delivered_at: ColumnType<Date, Date | undefined, never>;
}
