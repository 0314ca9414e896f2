import { Banner } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';
import { delayedConnection, failingConnection, providerName } from './calendar-providers';
import { CatalogLink } from './catalog-navigation';
import { catalogQueries } from './catalog-queries';

export interface CalendarHealthBannerProps {
  /** On the calendar screen itself the banner needs no link to it. */
  linkToCalendar?: boolean | undefined;
  /** Where the calendar screen is, for a host outside the catalog's navigation; the catalog's own link otherwise. */
  calendarHref?: string | undefined;
}

/**
 * Says, on every catalog screen, that bookings are paused because the connected calendar stopped syncing
 * (spec 3: Unsynced, with the reason the API gives: refused credentials), with the way to the calendar screen
 * to reconnect it; or, more quietly, that a hiccup of the calendar's server delays its sync (still Synced: it
 * recovers by itself, nothing to do). Shows nothing while the calendar is healthy or not connected.
 */
export function CalendarHealthBanner({ linkToCalendar = true, calendarHref }: CalendarHealthBannerProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const providers = useQuery(catalogQueries.providers(client));
  const failing = failingConnection(providers.data);
  const delayed = failing ? undefined : delayedConnection(providers.data);
  if (delayed) {
    return (
      <Banner
        kind="warning"
        dismissible={false}
        role="status"
        className="mym-catalog-health"
        part="health"
        data-state="delayed"
        title={t('catalog_health_delayed_title')}
      >
        <p className="mym-catalog-health__reason">
          {t('catalog_health_delayed', { provider: providerName(delayed.provider, t) })}
        </p>
      </Banner>
    );
  }
  if (!failing) return null;
  const link = calendarHref ? (
    <a className="mym-catalog__link" href={calendarHref}>
      {t('catalog_health_link')}
    </a>
  ) : (
    <CatalogLink to={{ screen: 'calendar' }}>{t('catalog_health_link')}</CatalogLink>
  );
  return (
    <Banner
      kind="danger"
      dismissible={false}
      role="status"
      className="mym-catalog-health"
      part="health"
      data-state={failing.failure}
      title={t('catalog_health_title')}
    >
      <p className="mym-catalog-health__reason">
        {t(`catalog_health_${failing.failure}`, { provider: providerName(failing.provider, t) })}
      </p>
      {linkToCalendar && link}
    </Banner>
  );
}
