import type { Kysely } from 'kysely';
import type { CalendarSettings } from '../calendars/calendar-settings';
import type { Database } from '../db/schema';
import type { BookingNotices } from '../mail/booking-notices';
import type { MediaStore } from '../media/media-store';
import type { MediaUrls } from '../media/media-urls';
import type { BusyTimesCache } from '../services/busy-times-cache';
import type { DatabaseRateLimits, PublicBookingLimits } from '../services/public-limits';
import type { CreatorLimits } from './creator-limits';
import type { RouteCatalog } from './route-catalog';

/** What every route module needs: the database, the route catalog, the clock the rules run on, media links. */
export interface ApiContext {
  db: Kysely<Database>;
  catalog: RouteCatalog;
  /** The rules of spec 5 compare dates with "now"; tests inject a fixed clock. */
  clock: () => Date;
  mediaUrls: MediaUrls;
  /** The API's public origin (absolute links: media, the local calendar provider). */
  publicUrl: string;
  /** Where media files live (disk or an S3-compatible bucket): deleting a media removes its files. */
  mediaStore: MediaStore;
  /** Bytes each creator may keep in the cloud (uploads beyond it answer 413). */
  storageQuotaBytes: number;
  /** How many uploads in progress, collections, playlists and consultations one creator may have. */
  limits: CreatorLimits;
  /** Which calendar providers are enabled, their secrets, and the sealing of stored credentials. */
  calendars: CalendarSettings;
  /** Tells fans their booking was made or cancelled (email when SMTP is configured). */
  notices: BookingNotices;
  /** Calendars' busy times kept a short while for slot lists; forgotten for a creator on each booking change. */
  busyTimes: BusyTimesCache;
  /** What anonymous visitors may ask of the booking calls, and the counters (in the database) that hold them to it. */
  publicLimits: PublicBookingLimits;
  rateLimits: DatabaseRateLimits;
  /** The operator's streaming ingest URL (LIVE_INGEST_URL); null when no streaming service is configured. */
  liveIngestUrl: string | null;
}
