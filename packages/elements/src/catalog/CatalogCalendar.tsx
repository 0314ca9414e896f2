import type { CalendarProvider } from '@mym/sdk';
import { useTranslation } from 'react-i18next';
import { CalendarHealthBanner } from './CalendarHealthBanner';
import { CalendarProviderList } from './CalendarProviderList';
import { CatalogLink } from './catalog-navigation';

export interface CatalogCalendarProps {
  /**
   * The absolute URL of the host's calendar OAuth return page (the site's `/app/catalog/calendar/oauthcallback`).
   * Elements never know the host's URLs; without it only CalDAV is offered.
   */
  oauthRedirectUri?: string | undefined;
  /** Sends the browser to a provider's consent page; a full-page move by default. */
  openConsentPage?: ((url: string) => void) | undefined;
  onConnected?: ((provider: CalendarProvider) => void) | undefined;
}

/**
 * `/catalog/calendar` (spec 2): the calendar the catalog books into. Every provider with its status (spec 3),
 * connect and disconnect; a calendar that stopped syncing says why.
 */
export function CatalogCalendar({ oauthRedirectUri, openConsentPage, onConnected }: CatalogCalendarProps) {
  const { t } = useTranslation();
  return (
    <section className="mym-catalog-screen" aria-labelledby="mym-catalog-calendar-title" part="calendar">
      <div className="mym-screen__header mym-catalog__header">
        <h1 id="mym-catalog-calendar-title" className="mym-screen__title mym-catalog__title" tabIndex={-1}>
          {t('catalog_calendar_title')}
        </h1>
        <CatalogLink to={{ screen: 'availability' }}>{t('catalog_calendar_availability_link')}</CatalogLink>
      </div>
      <p className="mym-catalog__intro">{t('catalog_calendar_intro')}</p>
      <CalendarHealthBanner linkToCalendar={false} />
      <CalendarProviderList
        oauthRedirectUri={oauthRedirectUri}
        consentOrigin="calendar"
        openConsentPage={openConsentPage}
        onConnected={onConnected}
      />
    </section>
  );
}
