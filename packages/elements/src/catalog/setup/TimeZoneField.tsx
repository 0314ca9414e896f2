import { type AvailabilityForm, detectedTimeZone } from '@mym/sdk/forms';
import { Button, TextField } from '@mym/ui';
import { memo, useId, useMemo, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerStored } from '../../common/stored-field';

/** Every IANA zone the browser knows, for the list; UTC too, which some engines leave out. */
function knownTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

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
  const listId = useId();
  // The list of every zone (over four hundred) is built when the creator comes to the field, not with the page:
  // the browser shows it only to a focused field anyway.
  const [listed, setListed] = useState(false);
  const zones = useMemo(() => (listed ? knownTimeZones() : []), [listed]);
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
        onFocus={() => setListed(true)}
        error={error}
        {...registerStored(form, 'timeZone')}
      />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
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
