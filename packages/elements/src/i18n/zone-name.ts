import type { i18n } from 'i18next';
import { dateTimeFormat } from '../common/intl-formats';

/** Cities French names differently from their IANA id (which is in English). */
const FRENCH_CITY_NAMES: Record<string, string> = {
  London: 'Londres',
  Brussels: 'Bruxelles',
  Lisbon: 'Lisbonne',
  Vienna: 'Vienne',
  Warsaw: 'Varsovie',
  Athens: 'Athènes',
  Moscow: 'Moscou',
  Copenhagen: 'Copenhague',
  Mexico_City: 'Mexico',
  Sao_Paulo: 'São Paulo',
  Algiers: 'Alger',
  Tunis: 'Tunis',
  Beirut: 'Beyrouth',
  Singapore: 'Singapour',
};

/** The city an IANA id names (`Europe/Paris` -> `Paris`), or undefined for ids that name none (`UTC`, `Etc/GMT+2`). */
function cityOf(zone: string): string | undefined {
  const [area, ...rest] = zone.split('/');
  const city = rest.at(-1);
  if (!city || area === 'Etc') return undefined;
  return city;
}

/** Intl's own name of a zone ("temps universel coordonné"), for the zones no city names. */
function genericName(zone: string, locale: string, at: Date): string {
  const parts = dateTimeFormat(locale, {
    timeZone: zone,
    timeZoneName: 'longGeneric',
  }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** Whether the browser knows `zone`: a plain formatter is cheap where a zone's generic name loads Intl's names. */
function knownZone(zone: string): boolean {
  try {
    dateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Named once per zone, language and day: a screen names its zone in every render of its fields. */
const named = new Map<string, string>();

/**
 * A time zone as people say it, in their language: "heure de Paris", "Paris time", rather than its IANA id
 * (`Europe/Paris`) or a region people do not say ("heure de Paris"). Zones without a city are named
 * as Intl names them; an id the browser does not know is shown as it is.
 */
export function timeZoneName(zone: string, locale: string, at: Date = new Date()): string {
  const key = `${zone}|${locale}|${at.toDateString()}`;
  const known = named.get(key);
  if (known !== undefined) return known;
  const name = nameOf(zone, locale, at);
  named.set(key, name);
  return name;
}

function nameOf(zone: string, locale: string, at: Date): string {
  try {
    if (!knownZone(zone)) return zone;
    const city = cityOf(zone);
    const language = locale.split('-')[0];
    // French and English say the city: Intl's own names (costly to load on a phone) only for the others.
    if (city && language === 'fr') {
      const name = FRENCH_CITY_NAMES[city] ?? city.replaceAll('_', ' ');
      return /^[aeiouyàâéèêîôû]/i.test(name) ? `heure d’${name}` : `heure de ${name}`;
    }
    if (city && language === 'en') return `${city.replaceAll('_', ' ')} time`;
    return genericName(zone, locale, at);
  } catch {
    // Throws on an id the browser does not know, which is then shown as it is.
    return zone;
  }
}

/** Lets the texts of `instance` write `{{timeZone, zone}}`: the zone named for people in the text's language. */
export function addZoneFormat(instance: i18n, language: string): void {
  instance.services.formatter?.add('zone', (value: string, lng) => timeZoneName(value, lng ?? language));
}
