import type {
  LedgerEntryKind,
  LiveEventType,
  LiveNoticeKind,
  LiveState,
  NotificationCategory,
  NotificationData,
  NotificationKind,
  PaymentState,
  PushState,
  PushTarget,
  SaleSource,
} from '@mym/sdk/contract';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface CollectionsTable {
  id: Generated<string>;
  creator_id: string;
  name: string;
  created_at: CreatedAt;
}

export interface MediasTable {
  id: Generated<string>;
  creator_id: string;
  collection_id: string | null;
  mime_type: string;
  file_name: string;
  size_bytes: number;
  duration_seconds: number | null;
  storage_key: string | null;
  price_value: number | null;
  price_currency: string | null;
  image_count: Generated<number>;
  video_count: Generated<number>;
  is_private: Generated<boolean>;
  /** The preview's thumbhash (base64) once a thumbnail or poster was made (`<storage_key>.preview.webp`). */
  thumbhash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface PlaylistsTable {
  id: Generated<string>;
  creator_id: string;
  name: string;
  created_at: CreatedAt;
}

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

export interface PaymentsTable {
  id: Generated<string>;
  creator_id: string;
  fan_id: string;
  source: SaleSource;
  item_id: string | null;
  amount_value: number;
  currency: string;
  state: ColumnType<PaymentState, PaymentState | undefined, PaymentState>;
  created_at: CreatedAt;
}

/** Append-only: rows are inserted, never updated or deleted (DESIGN "Money"). */
export interface LedgerEntriesTable {
  id: Generated<string>;
  creator_id: string;
  fan_id: string;
  payment_id: string | null;
  kind: LedgerEntryKind;
  source: SaleSource;
  item_id: string | null;
  gross: number;
  fee: number;
  net: number;
  currency: string;
  occurred_at: Date;
  available_at: Date;
  reverses: string | null;
  event_id: string;
}

export interface LiveEventsTable {
  id: ColumnType<string, never, never>;
  creator_id: string | null;
  account_id: string | null;
  type: LiveEventType;
  conversation_id: string | null;
  message_id: string | null;
  entry_id: string | null;
  notification_id?: string | null;
  at: ColumnType<Date, Date | undefined, never>;
}

export interface PushDeliveriesTable {
  push_id: string;
  fan_id: string;
  delivered_at: ColumnType<Date, Date | undefined, never>;
}

/** An upload in progress: its declared bytes count against the creator's quota until it ends or expires. */
export interface UploadReservationsTable {
  upload_id: string;
  creator_id: string;
  bytes: number;
  expires_at: Date;
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

export interface CalendarConnectionsTable {
  id: Generated<string>;
  creator_id: string;
  provider: string;
  connected_at: ColumnType<Date, Date | undefined, Date>;
  status: ColumnType<'Synced' | 'Unsynced', 'Synced' | 'Unsynced' | undefined, 'Synced' | 'Unsynced'>;
  /**
   * What went wrong last, null while healthy: `credentials_refused` (with status Unsynced) or `unreachable` (a
   * hiccup: still Synced, its sync delayed until a call succeeds again).
   */
  failure: string | null;
  /** The provider's credentials (CalDAV account or OAuth tokens), encrypted at rest. */
  credentials: string | null;
}

export interface CalendarAuthorizationsTable {
  state: string;
  creator_id: string;
  provider: string;
  redirect_uri: string;
  code_hash: string | null;
  code_expires_at: Date | null;
  used_at: Date | null;
  created_at: CreatedAt;
  /** PKCE verifier of an OAuth provider's authorization (RFC 7636), kept until the code is exchanged. */
  code_verifier: string | null;
}

export interface ConsultationsTable {
  id: Generated<string>;
  creator_id: string;
  title: string;
  description: string;
  duration_seconds: number;
  price_value: number;
  price_currency: string;
  created_at: CreatedAt;
  active: Generated<boolean>;
  /** When the creator deleted it: archived, so that its past bookings keep their title (null while listed). */
  deleted_at: Date | null;
}

export interface BookingsTable {
  id: Generated<string>;
  creator_id: string;
  consultation_id: string;
  starts_at: Date;
  ends_at: Date;
  attendee_name: string;
  attendee_email: string;
  attendee_time_zone: string;
  /** The creator's zone when the booking was made: the instant is stored in UTC with it. */
  time_zone: string;
  calendar_event_id: string | null;
  /** The calendar connection that wrote `calendar_event_id`: the one to remove it from. */
  calendar_connection_id: string | null;
  created_at: CreatedAt;
  /** A fan's paid booking waits for its payment; every other booking is confirmed when made. */
  state: ColumnType<BookingState, BookingState | undefined, BookingState>;
  /** The fan's payment of a paid booking: what a cancellation refunds. */
  payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Until when a booking awaiting its payment holds its slot. */
  hold_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type BookingState = 'awaiting_payment' | 'confirmed';

export interface AvailabilitiesTable {
  creator_id: string;
  time_zone: string;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  minimum_notice_minutes: number;
  booking_window_days: number;
  /** Date overrides as the contract writes them (`DateOverride[]`), one document per creator. */
  overrides: ColumnType<unknown, string, string>;
}

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

interface OrderedLink {
  position: number;
}

export interface Database {
  creators: CreatorsTable;
  payout_methods: PayoutMethodsTable;
  account_closures: AccountClosuresTable;
  collections: CollectionsTable;
  medias: MediasTable;
  playlists: PlaylistsTable;
  playlist_medias: OrderedLink & { playlist_id: string; media_id: string };
  pushes: PushesTable;
  fans: FansTable;
  push_deliveries: PushDeliveriesTable;
  push_medias: OrderedLink & { push_id: string; media_id: string };
  push_playlists: OrderedLink & { push_id: string; playlist_id: string };
  posts: PostsTable;
  /** `position`: the playlist among the post's; `playlist_position`: the post among the playlist's. */
  post_playlists: OrderedLink & { post_id: string; playlist_id: string; playlist_position: number };
  push_price_ranges: { value: number };
  push_discount_durations: { value: number };
  push_publication_days: { day: ColumnType<Date, string, string> };
  push_restricted_days: { day: ColumnType<Date, string, string> };
  publication_jobs: PublicationJobsTable;
  upload_reservations: UploadReservationsTable;
  calendar_providers: { name: string; position: number };
  calendar_connections: CalendarConnectionsTable;
  calendar_authorizations: CalendarAuthorizationsTable;
  consultations: ConsultationsTable;
  availabilities: AvailabilitiesTable;
  availability_slots: OrderedLink & {
    creator_id: string;
    weekday: number;
    start_time: string;
    end_time: string;
  };
  bookings: BookingsTable;
  fan_accounts: FanAccountsTable;
  messages: MessagesTable;
  message_medias: OrderedLink & { message_id: string; media_id: string };
  saved_replies: { id: Generated<string>; creator_id: string; text: string; created_at: CreatedAt };
  payments: PaymentsTable;
  ledger_entries: LedgerEntriesTable;
  live_events: LiveEventsTable;
  /** One rate-limit counter: hits of `key` in the window ending at `resets_at`, shared by every API process. */
  rate_limit_counts: { key: string; hits: number; resets_at: Date };
  ledger_rollups: LedgerRollupsTable;
  ledger_day_rollups: LedgerDayRollupsTable;
  payouts: PayoutsTable;
  payout_lines: { payout_id: string; entry_id: string };
  payout_events: { event_id: string; payout_id: string; type: string; received_at: Date };
  payout_schedules: PayoutSchedulesTable;
  income_exports: IncomeExportsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_mails: NotificationMailsTable;
  sign_in_devices: SignInDevicesTable;
  lives: LivesTable;
  live_notices: LiveNoticesTable;
  live_stream_keys: { creator_id: string; stream_key: string; created_at: CreatedAt };
}

/** A device a creator signed in from; with a token family (`origin_jti`), one signed-in session. */
export interface SignInDevicesTable {
  creator_id: string;
  /** The session's `origin_jti`, or for tokens without one a hash of the browser and system. */
  device_key: string;
  label: string;
  origin_jti: string | null;
  user_agent: Generated<string>;
  first_seen_at: ColumnType<Date, Date | undefined, never>;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
  revoked_at: Date | null;
}
export type SignInDeviceRow = Selectable<SignInDevicesTable>;

export type CreatorRow = Selectable<CreatorsTable>;
export type MediaRow = Selectable<MediasTable>;
export type NewMedia = Insertable<MediasTable>;
export type PushRow = Selectable<PushesTable>;
export type PostRow = Selectable<PostsTable>;
export type FanRow = Selectable<FansTable>;
export type FanAccountRow = Selectable<FanAccountsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PayoutMethodRow = Selectable<PayoutMethodsTable>;
export type AccountClosureRow = Selectable<AccountClosuresTable>;

/** The ledger summed per creator, currency, UTC quarter-hour and source (kept by a trigger; 0019). */
export interface LedgerRollupsTable {
  creator_id: string;
  currency: string;
  slot: Date;
  source: SaleSource;
  sales: ColumnType<string, number, number>;
  reversals: ColumnType<string, number, number>;
  fee: ColumnType<string, number, number>;
  net: ColumnType<string, number, number>;
  sale_count: number;
  reversal_count: number;
}

/** The ledger summed per creator, currency, source and the creator's day in their zone (kept by a trigger; 0019). */
export interface LedgerDayRollupsTable extends Omit<LedgerRollupsTable, 'slot'> {
  /** `YYYY-MM-DD`: pg answers a date as text here (it is no instant). */
  day: ColumnType<string, string, string>;
}

export type PayoutStatus = 'pending' | 'processing' | 'paid' | 'failed';

export interface PayoutsTable {
  id: Generated<string>;
  creator_id: string;
  currency: string;
  /** bigint: pg answers it as a string. */
  amount: ColumnType<string, number, number>;
  line_count: number;
  status: Generated<PayoutStatus>;
  failure_reason: string | null;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
}

export interface PayoutSchedulesTable {
  creator_id: string;
  next_run_at: Date;
  attempts: Generated<number>;
  last_error: string | null;
}

export type PayoutRow = Selectable<PayoutsTable>;

export interface IncomeExportsTable {
  id: Generated<string>;
  creator_id: string;
  currency: string;
  time_zone: string;
  from_day: string;
  to_day: string;
  starts_at: Date;
  ends_at: Date;
  expires_at: Date;
}
export interface NotificationsTable {
  id: Generated<string>;
  creator_id: string;
  kind: NotificationKind;
  category: NotificationCategory;
  group_key: string;
  /** What the notification says, and `actor` (the fan it came from) which groups count once each. */
  data: ColumnType<NotificationData & { actor?: string }, string, string>;
  mandatory: boolean;
  in_app: boolean;
  created_at: ColumnType<Date, Date | undefined, never>;
  read_at: Date | null;
}

export interface NotificationPreferencesTable {
  creator_id: string;
  channels: ColumnType<
    Partial<Record<NotificationCategory, { inApp: boolean; email: boolean }>>,
    string,
    string
  >;
  quiet_start: number | null;
  quiet_end: number | null;
  daily_digest: boolean;
  version: Generated<number>;
}

export interface NotificationMailsTable {
  id: Generated<string>;
  notification_id: string;
  creator_id: string;
  channel: 'email';
  digest: boolean;
  due_at: Date;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: Date | null;
  failed_at: Date | null;
}

export type NotificationRow = Selectable<NotificationsTable>;
export type NotificationPreferencesRow = Selectable<NotificationPreferencesTable>;
export type LiveRow = Selectable<LivesTable>;
