import { Banner } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';
import { failingConnection, providerName } from './calendar-providers';
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
 * (spec 3: Unsynced, with the reason the API gives: refused credentials or an unreachable server), with the
 * way to the calendar screen to reconnect it. Shows nothing while the calendar is healthy or not connected.
 */
export function CalendarHealthBanner({ linkToCalendar = true, calendarHref }: CalendarHealthBannerProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const providers = useQuery(catalogQueries.providers(client));
  const failing = failingConnection(providers.data);
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
