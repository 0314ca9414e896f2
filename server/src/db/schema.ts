import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  AvailabilitiesTable,
  BookingsTable,
  CalendarAuthorizationsTable,
  CalendarConnectionsTable,
  ConsultationsTable,
} from './schema/bookings';
import type { CreatedAt, OrderedLink } from './schema/columns';
import type { AccountClosuresTable, CreatorsTable, PayoutMethodsTable } from './schema/creators';
import type { FanAccountsTable, FansTable, MessagesTable } from './schema/fans';
import type { LiveNoticesTable, LivesTable } from './schema/lives';
import type { CollectionsTable, MediasTable, PlaylistsTable, UploadReservationsTable } from './schema/media';
import type {
  IncomeExportsTable,
  LedgerDayRollupsTable,
  LedgerEntriesTable,
  LedgerRollupsTable,
  PaymentsTable,
  PayoutSchedulesTable,
  PayoutsTable,
} from './schema/money';
import type {
  LiveEventsTable,
  NotificationMailsTable,
  NotificationPreferencesTable,
  NotificationsTable,
  SignInDevicesTable,
} from './schema/notifications';
import type {
  PostsTable,
  PublicationJobsTable,
  PushDeliveriesTable,
  PushesTable,
} from './schema/publications';

export type * from './schema/bookings';
export type * from './schema/creators';
export type * from './schema/fans';
export type * from './schema/lives';
export type * from './schema/media';
export type * from './schema/money';
export type * from './schema/notifications';
export type * from './schema/publications';

/** Table shapes as Kysely sees them, one file per area under schema/; the migrations are the source of the columns. */
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
export type PayoutRow = Selectable<PayoutsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NotificationPreferencesRow = Selectable<NotificationPreferencesTable>;
export type LiveRow = Selectable<LivesTable>;
