import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

/** Bookings: connected calendars, the consultation catalog, availability and bookings. */

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
