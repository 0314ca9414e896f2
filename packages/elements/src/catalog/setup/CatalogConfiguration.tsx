import type { Availability, CalendarProvider } from '@mym/sdk';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../../common/LoadState';
import { useCreatorClient } from '../../creator-client';
import { failingConnection } from '../calendar-providers';
import { useCatalogNavigation } from '../catalog-navigation';
import { catalogQueries } from '../catalog-queries';
import type { ConfigurationStep } from '../catalog-screens';
import { ConfigurationIntro } from './ConfigurationIntro';
import { ConfigurationTimeline } from './ConfigurationTimeline';
import {
  availabilityEditor,
  configurationCalendar,
  configurationConfirmation,
} from './configuration-step-code';

// Each step's code loads apart (`configuration-step-code.ts`), under the catalog's Suspense.
const AvailabilityEditor = availabilityEditor.Component;
const ConfigurationCalendar = configurationCalendar.Component;
const ConfigurationConfirmation = configurationConfirmation.Component;

export interface CatalogConfigurationProps {
  step: ConfigurationStep;
  /** The absolute URL of the host's calendar OAuth return page; without it only CalDAV is offered. */
  oauthRedirectUri?: string | undefined;
  openConsentPage?: ((url: string) => void) | undefined;
  onCalendarConnected?: ((provider: CalendarProvider) => void) | undefined;
  onAvailabilitySaved?: ((availability: Availability) => void) | undefined;
}

/**
 * The first-time configuration of the catalog (spec 2 `configuration/creation`, `calendar`, `availability`,
 * `confirmation`) with its progression timeline: what it is, the calendar, the hours, then a summary.
 */
export function CatalogConfiguration(props: CatalogConfigurationProps) {
  const { step, oauthRedirectUri, openConsentPage, onCalendarConnected, onAvailabilitySaved } = props;
  const { t } = useTranslation();
  const client = useCreatorClient();
  const { go } = useCatalogNavigation();
  const providers = useQuery(catalogQueries.providers(client));
  const availability = useQuery(catalogQueries.availability(client));
  const synced = providers.data?.find((provider) => provider.status === 'Synced');
  const state = {
    synced: Boolean(synced),
    failing: Boolean(failingConnection(providers.data)),
    hasHours: (availability.data?.slots.length ?? 0) > 0,
  };

  const confirmation = () => {
    if (providers.isPending || availability.isPending) return <LoadingState label={t('catalog_loading')} />;
    if (providers.isError || availability.isError) {
      return (
        <LoadError
          title={t('catalog_confirmation_load_error')}
          retrying={providers.isFetching || availability.isFetching}
          onRetry={() => {
            if (providers.isError) void providers.refetch();
            if (availability.isError) void availability.refetch();
          }}
        />
      );
    }
    return (
      <Suspense fallback={<LoadingState label={t('catalog_loading')} />}>
        <ConfigurationConfirmation synced={synced} availability={availability.data} />
      </Suspense>
    );
  };

  return (
    <section
      className="mym-catalog-screen mym-catalog-configuration"
      data-step={step}
      part="configuration"
      aria-labelledby="mym-catalog-configuration-title"
    >
      <h1 id="mym-catalog-configuration-title" className="mym-screen__title mym-catalog__title">
        {t('catalog_configuration_title')}
      </h1>
      <div className="mym-catalog-configuration__layout">
        <ConfigurationTimeline step={step} state={state} />
        <div className="mym-catalog-configuration__step">
          {step === 'creation' && <ConfigurationIntro />}
          {step === 'calendar' && (
            <ConfigurationCalendar
              synced={state.synced}
              oauthRedirectUri={oauthRedirectUri}
              openConsentPage={openConsentPage}
              onConnected={onCalendarConnected}
            />
          )}
          {step === 'availability' && (
            <div className="mym-catalog-step">
              <h2 className="mym-catalog__step-title" tabIndex={-1} data-screen-title="">
                {t('catalog_step_availability_title')}
              </h2>
              <p className="mym-catalog__intro">{t('catalog_step_availability_intro')}</p>
              <AvailabilityEditor
                onSaved={(saved) => {
                  onAvailabilitySaved?.(saved);
                  go({ screen: 'configuration', step: 'confirmation' });
                }}
                onBack={() => go({ screen: 'configuration', step: 'calendar' })}
              />
            </div>
          )}
          {step === 'confirmation' && confirmation()}
        </div>
      </div>
    </section>
  );
}
