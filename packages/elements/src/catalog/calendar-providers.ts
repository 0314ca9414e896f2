import { type CalendarFailure, type CalendarProvider, CreatorApiError, calendarSyncDelayed } from '@mym/sdk';
import type { TFunction } from 'i18next';

/** Providers the catalog names in words; any other one the API offers is shown by its own name. */
const KNOWN_PROVIDERS = ['caldav', 'google', 'outlook', 'local'] as const;

/** The provider's name for people (`google` -> "Google Agenda"). */
export function providerName(provider: string, t: TFunction): string {
  return (KNOWN_PROVIDERS as readonly string[]).includes(provider)
    ? t(`catalog_provider_${provider}`)
    : provider.charAt(0).toUpperCase() + provider.slice(1);
}

/** Whether the creator connects it with an account form (CalDAV) rather than the provider's consent page. */
export function connectsWithAccount(provider: CalendarProvider): boolean {
  return (provider.connection ?? (provider.provider === 'caldav' ? 'caldav' : 'oauth')) === 'caldav';
}

/** A connection that exists but stopped syncing, with the reason (spec 3 status Unsynced, `failure`). */
export function failingConnection(
  providers: readonly CalendarProvider[] | undefined,
): (CalendarProvider & { failure: CalendarFailure }) | undefined {
  return providers?.find(
    (provider): provider is CalendarProvider & { failure: CalendarFailure } =>
      provider.status === 'Unsynced' && Boolean(provider.calendarId) && Boolean(provider.failure),
  );
}

/** A connection still Synced whose sync a hiccup delayed: it recovers by itself, nothing to reconnect. */
export function delayedConnection(
  providers: readonly CalendarProvider[] | undefined,
): CalendarProvider | undefined {
  return providers?.find(calendarSyncDelayed);
}

/** API codes of a calendar call the screens explain in words, with their key; anything else is generic. */
const EXPLAINED_CODES: Readonly<Record<string, string>> = {
  calendar_credentials_refused: 'catalog_error_calendar_credentials_refused',
  calendar_unreachable: 'catalog_error_calendar_unreachable',
  invalid_grant: 'catalog_error_invalid_grant',
  network_error: 'catalog_error_network',
};

/**
 * The translation key of a failed calendar call: the API's code when the screens know it, a lost session
 * (401), or a generic failure.
 */
export function calendarErrorKey(error: unknown): string {
  if (!(error instanceof CreatorApiError)) return 'catalog_error_generic';
  const key = error.code ? EXPLAINED_CODES[error.code] : undefined;
  if (key) return key;
  if (error.status === 401) return 'catalog_error_session';
  return 'catalog_error_generic';
}
