import type { Availability, CalendarProvider } from '@mym/sdk';
import { WEEKDAYS_IN_ORDER } from '@mym/sdk/forms';
import { useTranslation } from 'react-i18next';
import { timeZoneName } from '../../i18n/zone-name';
import { providerName } from '../calendar-providers';
import { CatalogLink } from '../catalog-navigation';
import { formatDay, formatDays, formatMinutes, formatRanges, weekdayName } from './availability-summary';

export interface ConfigurationConfirmationProps {
  synced: CalendarProvider | undefined;
  availability: Availability;
}

/** `configuration/confirmation`: what the catalog now works with, and the ways on (a consultation, bookings). */
export function ConfigurationConfirmation({ synced, availability }: ConfigurationConfirmationProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const ready = Boolean(synced) && availability.slots.length > 0;
  const dayRanges = (weekday: number) => availability.slots.filter((slot) => slot.weekday === weekday);
  const row = (term: string, value: string) => (
    <div className="mym-catalog-summary__row" key={term}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <div className="mym-catalog-step" part="confirmation">
      <h2 className="mym-catalog__step-title" tabIndex={-1} data-screen-title="">
        {t(ready ? 'catalog_confirmation_title' : 'catalog_confirmation_incomplete_title')}
      </h2>
      <p className="mym-catalog__intro">
        {t(ready ? 'catalog_confirmation_intro' : 'catalog_confirmation_incomplete')}
      </p>
      <section className="mym-catalog-summary" aria-labelledby="mym-catalog-summary-settings">
        <h3 id="mym-catalog-summary-settings" className="mym-catalog__subtitle">
          {t('catalog_confirmation_settings')}
        </h3>
        <dl>
          {row(
            t('catalog_confirmation_calendar'),
            synced ? providerName(synced.provider, t) : t('catalog_status_unsynced'),
          )}
          {row(t('catalog_time_zone_label'), timeZoneName(availability.timeZone, locale))}
          {row(
            t('catalog_summary_buffer_before'),
            formatMinutes(availability.bufferBeforeMinutes, locale, t),
          )}
          {row(t('catalog_summary_buffer_after'), formatMinutes(availability.bufferAfterMinutes, locale, t))}
          {row(t('catalog_summary_notice'), formatMinutes(availability.minimumNoticeMinutes, locale, t))}
          {row(t('catalog_summary_window'), formatDays(availability.bookingWindowDays, locale))}
        </dl>
      </section>
      <section className="mym-catalog-summary" aria-labelledby="mym-catalog-summary-week">
        <h3 id="mym-catalog-summary-week" className="mym-catalog__subtitle">
          {t('catalog_week_title')}
        </h3>
        <dl>
          {WEEKDAYS_IN_ORDER.map((weekday) =>
            row(weekdayName(weekday, locale), formatRanges(dayRanges(weekday), locale, t)),
          )}
        </dl>
      </section>
      {availability.overrides.length > 0 && (
        <section className="mym-catalog-summary" aria-labelledby="mym-catalog-summary-overrides">
          <h3 id="mym-catalog-summary-overrides" className="mym-catalog__subtitle">
            {t('catalog_overrides_title')}
          </h3>
          <dl>
            {availability.overrides.map((override) =>
              row(
                formatDay(override.date, locale),
                override.ranges.length === 0
                  ? t('catalog_override_day_off')
                  : formatRanges(override.ranges, locale, t),
              ),
            )}
          </dl>
        </section>
      )}
      <div className="mym-catalog__actions" part="actions">
        <CatalogLink
          to={{ screen: 'consultationCreation' }}
          className="mym-button mym-button--primary mym-button--medium"
        >
          {t('catalog_confirmation_create_consultation')}
        </CatalogLink>
        <CatalogLink
          to={{ screen: 'bookings' }}
          className="mym-button mym-button--secondary mym-button--medium"
        >
          {t('catalog_confirmation_bookings')}
        </CatalogLink>
        <CatalogLink to={{ screen: 'configuration', step: 'availability' }}>
          {t('catalog_confirmation_edit')}
        </CatalogLink>
      </div>
    </div>
  );
}
