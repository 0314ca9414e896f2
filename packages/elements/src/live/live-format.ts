import { formatAmount, fromMinorUnits } from '@mym/sdk/rules';

/** A live's start on the creator's wall clock ("Saturday 20 June 2026 at 20:00"); the zone is said beside it. */
export function formatLiveStart(startsAt: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(startsAt),
  );
}

/** An amount in minor units as the creator reads it. */
export function formatMinor(value: number, currency: string, locale: string): string {
  return formatAmount(fromMinorUnits(value), { locale, currency });
}
