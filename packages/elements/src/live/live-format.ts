import { formatAmount, fromMinorUnits } from '@mym/sdk/rules';
import type { TFunction } from 'i18next';
import { dateTimeFormat } from '../common/intl-formats';

/** A live's start on the creator's wall clock ("Saturday 20 June 2026 at 20:00"); the zone is said beside it. */
export function formatLiveStart(startsAt: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(startsAt),
  );
}

/** An amount in minor units as the creator reads it. */
export function formatMinor(value: number, currency: string, locale: string): string {
  return formatAmount(fromMinorUnits(value), { locale, currency });
}

/** An expected duration as people say it: "30 min", "1 h", "1 h 30 min". */
export function formatLiveDuration(t: TFunction, totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return t('live_duration_minutes', { minutes });
  if (minutes === 0) return t('live_duration_hours', { hours });
  return t('live_duration_hours_minutes', { hours, minutes });
}
