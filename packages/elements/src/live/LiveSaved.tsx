import type { LiveRecord } from '@mym/sdk';
import { useTranslation } from 'react-i18next';
import { formatLiveStart } from './live-format';

/** What was done: scheduled, saved or cancelled, with the ways on (the list, the device check). */
export function LiveSaved({
  live,
  timeZone,
  listHref,
  deviceCheckHref,
}: {
  live: LiveRecord;
  timeZone: string;
  listHref?: string | undefined;
  deviceCheckHref?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const date = formatLiveStart(live.startsAt, timeZone, i18n.language);
  return (
    <section className="mym-composer-confirmation mym-live-saved" part="confirmation">
      <h1 className="mym-screen__title mym-live__title" tabIndex={-1}>
        {live.state === 'cancelled' ? t('live_cancelled_title') : t('live_saved_title')}
      </h1>
      <p role="status">
        {live.state === 'cancelled'
          ? t('live_cancelled_statement', { title: live.title, count: live.ticketsSold })
          : t('live_saved_statement', { title: live.title, date, timeZone })}
      </p>
      <div className="mym-live__actions">
        {listHref && (
          <a className="mym-button mym-button--secondary mym-button--medium" href={listHref}>
            {t('live_list_link')}
          </a>
        )}
        {deviceCheckHref && live.state === 'scheduled' && (
          <a className="mym-button mym-button--secondary mym-button--medium" href={deviceCheckHref}>
            {t('live_device_check_link')}
          </a>
        )}
      </div>
    </section>
  );
}
