import type { PushState } from '@mym/sdk/contract';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

/** What a creator publishes: pushes with their deliveries, posts, and the jobs that publish them. */

export interface PushesTable {
  id: Generated<string>;
  creator_id: string;
  targets: ColumnType<string[], string, string>;
  teaser_media_id: string | null;
  caption: string;
  price_value: number;
  price_currency: string;
  discount_value: number | null;
  discount_currency: string | null;
  discount_duration: number | null;
  scheduled_at: Date | null;
  mod: boolean;
  third_party_consent: boolean;
  published_at: Date | null;
  created_at: CreatedAt;
  state: ColumnType<PushState, PushState | undefined, PushState>;
  failure_reason: string | null;
  sent_at: Date | null;
  version: ColumnType<number, number | undefined, number>;
  idempotency_key: string | null;
  idempotency_fingerprint: string | null;
  /** Failed delivery attempts of a push `sending`, and when the next one may run. */
  delivery_attempts: Generated<number>;
  next_delivery_at: Date | null;
}

export interface PushDeliveriesTable {
  push_id: string;
  fan_id: string;
  delivered_at: ColumnType<Date, Date | undefined, never>;
}

export interface PostsTable {
  id: Generated<string>;
  creator_id: string;
  media_id: string;
  caption: string;
  is_private: boolean;
  scheduled_at: Date | null;
  third_party_consent: boolean;
  published_at: Date | null;
  created_at: CreatedAt;
}

export interface PublicationJobsTable {
  id: Generated<string>;
  kind: 'post' | 'push';
  target_id: string;
  run_at: Date;
  done_at: Date | null;
  created_at: CreatedAt;
  /** Failed attempts so far; after the last one the job is dead (`failed_at`), `last_error` says why. */
  attempts: Generated<number>;
  last_error: string | null;
  failed_at: Date | null;
}
