import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneChoices } from './time-zones';

/**
 * Which zone the times are shown in: the fan's device zone at first, said in words ("Times in Asia/Tokyo"),
 * and a choice of common zones for a fan who will be elsewhere on the day.
 */
export function TimeZoneField({
  value,
  creatorTimeZone,
  onChange,
}: {
  value: string;
  creatorTimeZone: string;
  onChange: (timeZone: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const choices = useMemo(() => timeZoneChoices([value, creatorTimeZone]), [value, creatorTimeZone]);
  return (
    <div className="mym-booking-zone" part="time-zone">
      <p className="mym-booking-zone__current">{t('booking_times_in', { timeZone: value })}</p>
      <div className="mym-field">
        <label className="mym-field__label" htmlFor={id}>
          {t('booking_time_zone_label')}
        </label>
        <div className="mym-field__control">
          <select
            id={id}
            className="mym-field__input"
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
