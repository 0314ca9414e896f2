import { type AvailabilityForm, detectedTimeZone } from '@mym/sdk/forms';
import { Button, TextField } from '@mym/ui';
import { memo, useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerStored } from '../../common/stored-field';
import { TimeZoneSuggestions, useTimeZoneSuggestions } from '../../common/TimeZoneSuggestions';

export interface TimeZoneFieldProps {
  form: UseFormReturn<AvailabilityForm>;
  error: string | undefined;
}

/**
 * The IANA time zone the weekly hours are read in, so they survive daylight-saving changes (DESIGN "Time"):
 * detected from the browser, changeable by typing into a searchable list of every zone.
 */
export const TimeZoneField = memo(function TimeZoneField({ form, error }: TimeZoneFieldProps) {
  const { t } = useTranslation();
  const { listId, listed, showList } = useTimeZoneSuggestions();
  const browserZone = useMemo(detectedTimeZone, []);
  const chosen = useWatch({ control: form.control, name: 'timeZone' });
  return (
    <div className="mym-catalog-time-zone" part="time-zone">
      <TextField
        label={t('catalog_time_zone_label')}
        hint={t('catalog_time_zone_hint', { zone: browserZone })}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        onFocus={showList}
        error={error}
        {...registerStored(form, 'timeZone')}
      />
      <TimeZoneSuggestions listId={listId} listed={listed} />
      {chosen !== browserZone && (
        <Button
          variant="tertiary"
          size="small"
          onClick={() => form.setValue('timeZone', browserZone, { shouldDirty: true })}
        >
          {t('catalog_time_zone_use_browser', { zone: browserZone })}
        </Button>
      )}
    </div>
  );
});
