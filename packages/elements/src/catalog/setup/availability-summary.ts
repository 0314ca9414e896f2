import type { TimeRange } from '@mym/sdk';
import type { TFunction } from 'i18next';
import { dateTimeFormat, listFormat, numberFormat } from '../../common/intl-formats';

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A weekday's name (`Date#getDay` numbering) in the creator's language: "Lundi", "Monday" on its own, "lundi"
 * within a French sentence (`inSentence`).
 */
export function weekdayName(weekday: number, locale: string, inSentence = false): string {
  // 7 January 2024 was a Sunday: weekday 0.
  const day = new Date(Date.UTC(2024, 0, 7 + weekday));
  const name = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(day);
  return inSentence ? name : capitalized(name);
}

/** A day of the calendar (`YYYY-MM-DD`) in words: "Mardi 15 décembre 2026", "mardi 15..." in a sentence. */
export function formatDay(date: string, locale: string, inSentence = false): string {
  const words = dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  return inSentence ? words : capitalized(words);
}

function formatTime(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(1970, 0, 1, hours, minutes)),
  );
}

/** "09:00 – 12:00"; an end at midnight says so rather than 00:00. */
export function formatRange(range: TimeRange, locale: string, t: TFunction): string {
  const end =
    range.end === '00:00' || range.end === '24:00' ? t('catalog_midnight') : formatTime(range.end, locale);
  return `${formatTime(range.start, locale)} – ${end}`;
}

export function formatRanges(ranges: readonly TimeRange[], locale: string, t: TFunction): string {
  if (ranges.length === 0) return t('catalog_day_closed');
  return listFormat(locale, { type: 'unit', style: 'short' }).format(
    ranges.map((range) => formatRange(range, locale, t)),
  );
}

/** A number of minutes in words: "2 heures", "1 jour 12 heures", "45 minutes", "aucun" for zero. */
export function formatMinutes(total: number, locale: string, t: TFunction): string {
  if (total <= 0) return t('catalog_duration_none');
  const parts: [number, 'day' | 'hour' | 'minute'][] = [
    [Math.floor(total / 1440), 'day'],
    [Math.floor((total % 1440) / 60), 'hour'],
    [total % 60, 'minute'],
  ];
  return parts
    .filter(([amount]) => amount > 0)
    .map(([amount, unit]) =>
      numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount),
    )
    .join(' ');
}

/** A number of days in words: "1 jour", "60 days". */
export function formatDays(count: number, locale: string): string {
  return numberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(count);
}
