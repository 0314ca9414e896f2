import { AVAILABILITY_LIMITS, type FieldErrors } from '@mym/sdk';
import type { AvailabilityForm } from '@mym/sdk/forms';
import { TextField } from '@mym/ui';
import { memo, useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerStored } from '../../common/stored-field';
import { formatMinutes } from './availability-summary';

/** Notices a creator usually picks: none, half an hour, hours, days, a week. */
const NOTICE_CHOICES = [0, 30, 60, 120, 240, 720, 1440, 2880, 10080] as const;

export interface BookingRulesFieldsProps {
  form: UseFormReturn<AvailabilityForm>;
  errors: FieldErrors;
}

/** Buffers around each booking, the minimum notice, and how far ahead fans may book. */
export const BookingRulesFields = memo(function BookingRulesFields({
  form,
  errors,
}: BookingRulesFieldsProps) {
  const { t, i18n } = useTranslation();
  const noticeId = useId();
  const notice = useWatch({ control: form.control, name: 'minimumNoticeMinutes' });
  const message = (field: keyof AvailabilityForm) => {
    const key = errors[field]?.[0];
    return key ? t(key) : undefined;
  };
  const noticeError = message('minimumNoticeMinutes');
  // A notice set elsewhere (the API) that is not one of the usual choices stays choosable.
  const choices = (NOTICE_CHOICES as readonly number[]).includes(notice)
    ? NOTICE_CHOICES
    : [...NOTICE_CHOICES, notice].sort((a, b) => a - b);
  const minutes = { valueAsNumber: true } as const;

  return (
    <fieldset className="mym-field-card" part="booking-rules">
      <legend className="mym-field-card__legend">{t('catalog_rules_title')}</legend>
      <div className="mym-catalog-rules">
        {(
          [
            ['bufferBeforeMinutes', 'catalog_buffer_before_label'],
            ['bufferAfterMinutes', 'catalog_buffer_after_label'],
          ] as const
        ).map(([field, label]) => (
          <TextField
            key={field}
            label={t(label)}
            hint={t('catalog_buffer_hint')}
            type="number"
            inputMode="numeric"
            min={0}
            max={AVAILABILITY_LIMITS.bufferMinutesMax}
            step={5}
            error={message(field)}
            {...registerStored(form, field, minutes)}
          />
        ))}
        <div className={`mym-field${noticeError ? ' mym-field--invalid' : ''}`}>
          <label className="mym-field__label" htmlFor={noticeId}>
            {t('catalog_notice_label')}
          </label>
          <div className="mym-field__control">
            <select
              id={noticeId}
              className="mym-field__input"
              aria-invalid={noticeError ? true : undefined}
              aria-describedby={`${noticeId}-hint${noticeError ? ` ${noticeId}-error` : ''}`}
              {...registerStored(form, 'minimumNoticeMinutes', minutes)}
            >
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {formatMinutes(choice, i18n.language, t)}
                </option>
              ))}
            </select>
          </div>
          <div className="mym-field__meta">
            <p id={`${noticeId}-hint`} className="mym-field__hint">
              {t('catalog_notice_hint')}
            </p>
          </div>
          {noticeError && (
            <p id={`${noticeId}-error`} className="mym-field__error" role="alert">
              {noticeError}
            </p>
          )}
        </div>
        <TextField
          label={t('catalog_window_label')}
          hint={t('catalog_window_hint', { max: AVAILABILITY_LIMITS.bookingWindowDaysMax })}
          type="number"
          inputMode="numeric"
          min={1}
          max={AVAILABILITY_LIMITS.bookingWindowDaysMax}
          error={message('bookingWindowDays')}
          {...registerStored(form, 'bookingWindowDays', minutes)}
        />
      </div>
    </fieldset>
  );
});
