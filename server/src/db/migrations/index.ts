import type { Migration } from 'kysely/migration';
import * as creators from './0001-creators';
import * as cloud from './0002-cloud';
import * as publications from './0003-publications';
import * as pushReference from './0004-push-reference';
import * as publicationJobs from './0005-publication-jobs';
import * as bookings from './0006-bookings';
import * as creatorTimeZone from './0007-creator-time-zone';
import * as pushSending from './0008-push-sending';
import * as catalogSync from './0009-catalog-sync';
import * as mediaPreviews from './0010-media-previews';
import * as playlistOrder from './0011-playlist-order';
import * as listIndexes from './0012-list-indexes';
import * as calendarHistory from './0013-calendar-history';
import * as fanSide from './0014-fan-side';
import * as publicBookingLimits from './0015-public-booking-limits';
import * as jobRetries from './0016-job-retries';
import * as uploadReservations from './0017-upload-reservations';
import * as mediaSorts from './0018-media-sorts';
import * as incomes from './0019-incomes';
import * as notifications from './0020-notifications';
import * as account from './0021-account';
import * as lives from './0022-lives';
import * as referralNumbers from './0023-referral-numbers';
import * as paidBookings from './0024-paid-bookings';
import * as signInSessions from './0025-sign-in-sessions';

/** Every migration in order; the name is the order key Kysely records. */
export const migrations: Record<string, Migration> = {
  '0001-creators': creators,
  '0002-cloud': cloud,
  '0003-publications': publications,
  '0004-push-reference': pushReference,
  '0005-publication-jobs': publicationJobs,
  '0006-bookings': bookings,
  '0007-creator-time-zone': creatorTimeZone,
  '0008-push-sending': pushSending,
  '0009-catalog-sync': catalogSync,
  '0010-media-previews': mediaPreviews,
  '0011-playlist-order': playlistOrder,
  '0012-list-indexes': listIndexes,
  '0013-calendar-history': calendarHistory,
  '0014-fan-side': fanSide,
  '0015-public-booking-limits': publicBookingLimits,
  '0016-job-retries': jobRetries,
  '0017-upload-reservations': uploadReservations,
  '0018-media-sorts': mediaSorts,
  '0019-incomes': incomes,
  '0020-notifications': notifications,
  '0021-account': account,
  '0022-lives': lives,
  '0023-referral-numbers': referralNumbers,
  '0024-paid-bookings': paidBookings,
  '0025-sign-in-sessions': signInSessions,
};
