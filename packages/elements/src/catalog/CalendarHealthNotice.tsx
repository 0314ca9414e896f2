import type { CalendarFailure, CalendarProvider } from '@mym/sdk';
import { Banner } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { providerName } from './calendar-providers';
import { CatalogLink } from './catalog-navigation';

export interface CalendarHealthNoticeProps {
  /** The connection that stopped syncing, with its reason; or else the one whose sync is delayed. */
  failing?: (CalendarProvider & { failure: CalendarFailure }) | undefined;
  delayed?: CalendarProvider | undefined;
  linkToCalendar: boolean;
  calendarHref?: string | undefined;
}

/** What the calendar health banner says, once the calendar is known to be unwell (CalendarHealthBanner.tsx). */
export function CalendarHealthNotice({
  failing,
  delayed,
  linkToCalendar,
  calendarHref,
}: CalendarHealthNoticeProps) {
  const { t } = useTranslation();
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
