import type { i18n } from 'i18next';

/**
 * A time zone as people say it, in their language: "heure d’Europe centrale", "Central European Time", rather
 * than its IANA id (`Europe/Paris`). An id the browser does not know is shown as it is.
 */
export function timeZoneName(zone: string, locale: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}

/** Lets the texts of `instance` write `{{timeZone, zone}}`: the zone named for people in the text's language. */
export function addZoneFormat(instance: i18n, language: string): void {
  instance.services.formatter?.add('zone', (value: string, lng) => timeZoneName(value, lng ?? language));
}
