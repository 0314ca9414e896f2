import type { CalendarProvider } from '@mym/sdk';
import { Button } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { CalendarProviderList } from '../CalendarProviderList';
import { useCatalogNavigation } from '../catalog-navigation';

export interface ConfigurationCalendarProps {
  synced: boolean;
  oauthRedirectUri?: string | undefined;
  openConsentPage?: ((url: string) => void) | undefined;
  onConnected?: ((provider: CalendarProvider) => void) | undefined;
}

/** `configuration/calendar`: the creator picks and connects the calendar bookings go into, then goes on. */
export function ConfigurationCalendar({
  synced,
  oauthRedirectUri,
  openConsentPage,
  onConnected,
}: ConfigurationCalendarProps) {
  const { t } = useTranslation();
  const { go } = useCatalogNavigation();
  return (
    <div className="mym-catalog-step">
      <h2 className="mym-catalog__step-title" tabIndex={-1} data-screen-title="">
        {t('catalog_step_calendar_title')}
      </h2>
      <p className="mym-catalog__intro">{t('catalog_step_calendar_intro')}</p>
      <CalendarProviderList
        oauthRedirectUri={oauthRedirectUri}
        consentOrigin="configuration"
        headingLevel={3}
        openConsentPage={openConsentPage}
        onConnected={onConnected}
      />
      {!synced && <p className="mym-catalog__hint">{t('catalog_step_calendar_needed')}</p>}
      <div className="mym-catalog__actions">
        <Button disabled={!synced} onClick={() => go({ screen: 'configuration', step: 'availability' })}>
          {t('catalog_continue')}
        </Button>
        {/* Spec 2: the creation step sends an unsynced creator straight back here, so it is offered once synced. */}
        {synced && (
          <Button variant="tertiary" onClick={() => go({ screen: 'configuration', step: 'creation' })}>
            {t('catalog_back')}
          </Button>
        )}
      </div>
    </div>
  );
}
