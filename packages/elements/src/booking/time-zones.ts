import { isTimeZone } from '@mym/sdk/rules';
import { deviceTimeZone } from '../common/intl-formats';
import { zoneOffset } from './booking-format';

/** Zones most fans live in, around the world; the fan's own and the creator's are added to them. */
export const COMMON_TIME_ZONES = [
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Africa/Lagos',
  'Europe/Athens',
  'Africa/Johannesburg',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;

/** The zone the fan's device is set to; UTC when the runtime cannot tell. */
export function detectedTimeZone(): string {
  const zone = deviceTimeZone();
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** The zone to show times in: the host's choice when it names a real zone, else the device's. */
export function initialTimeZone(requested: string | undefined): string {
  return requested && isTimeZone(requested) ? requested : detectedTimeZone();
}

/** Minutes east of UTC from an offset label ("GMT+5:30" -> 330, "GMT" -> 0). */
function offsetMinutes(label: string): number {
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(label);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The zones the picker offers, west to east, each once, with its offset now ("Asia/Tokyo (GMT+9)"). */
export function timeZoneChoices(
  zones: readonly (string | undefined)[],
  now: Date = new Date(),
): { value: string; label: string }[] {
  const unique = [...new Set([...zones, ...COMMON_TIME_ZONES])].filter(
    (zone): zone is string => zone !== undefined && isTimeZone(zone),
  );
  return unique
    .map((zone) => ({ zone, offset: zoneOffset(zone, now) }))
    .sort((a, b) => offsetMinutes(a.offset) - offsetMinutes(b.offset) || a.zone.localeCompare(b.zone))
    .map(({ zone, offset }) => ({ value: zone, label: `${zone} (${offset})` }));
}
