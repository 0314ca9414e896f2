import type { Consultation } from '@mym/sdk';
import { formatAmount, fromMinorUnits } from '@mym/sdk/rules';
import { numberFormat } from '../../common/intl-formats';

const unit = (locale: string, name: 'hour' | 'minute', value: number) =>
  numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);

/** A consultation's length as people say it: "45 min", "1 h 30 min", "2 h". */
export function formatMinutes(minutes: number, locale: string): string {
  if (minutes < 60) return unit(locale, 'minute', minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? unit(locale, 'hour', hours)
    : `${unit(locale, 'hour', hours)} ${unit(locale, 'minute', rest)}`;
}

/** The length of a consultation, stored in seconds (contract). */
export function formatConsultationDuration(consultation: Pick<Consultation, 'duration'>, locale: string) {
  return formatMinutes(Math.round(consultation.duration / 60), locale);
}

/** The price, stored in minor units (spec 3), with its currency sign; two decimals only when it has cents (spec 9). */
export function formatConsultationPrice(consultation: Pick<Consultation, 'price'>, locale: string): string {
  return formatAmount(fromMinorUnits(consultation.price.value), {
    locale,
    currency: consultation.price.currency,
  });
}
