import type { LivePeriod, LiveRecord } from '@mym/sdk';
import { Badge } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreator } from '../common/creator/use-creator';
import { numberFormat } from '../common/intl-formats';
import { EmptyState, LoadError, LoadingState } from '../common/LoadState';
import { scheduleTimeZone } from '../common/schedule/schedule-zone';
import { useCreatorClient } from '../creator-client';
import { formatLiveDuration, formatLiveStart, formatMinor } from './live-format';
import { liveQueries } from './live-queries';

export interface LiveListProps {
  /** Where a live is edited on the host. */
  editHref: (live: LiveRecord) => string;
  /** Where a new live is scheduled, and where the devices are checked. */
  newLiveHref?: string | undefined;
  deviceCheckHref?: string | undefined;
}

const PERIODS: readonly LivePeriod[] = ['upcoming', 'past'];

/** The creator's lives, upcoming (soonest first) or past, each with its start, price, tickets sold and revenue. */
export function LiveList({ editHref, newLiveHref, deviceCheckHref }: LiveListProps) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const creator = useCreator();
  const [period, setPeriod] = useState<LivePeriod>('upcoming');
  const list = useQuery(liveQueries.list(client, period));
  const zone = scheduleTimeZone(creator.data?.timeZone);
  const locale = i18n.language;

  return (
    <div className="mym-live" data-state={list.status}>
      <div className="mym-screen__header mym-live__header">
        <h1 className="mym-screen__title mym-live__title" tabIndex={-1}>
          {t('live_list_title')}
        </h1>
        <div className="mym-live__actions">
          {deviceCheckHref && (
            <a className="mym-button mym-button--secondary mym-button--medium" href={deviceCheckHref}>
              {t('live_device_check_link')}
            </a>
          )}
          {newLiveHref && (
            <a className="mym-button mym-button--primary mym-button--medium" href={newLiveHref}>
              {t('live_new')}
            </a>
          )}
        </div>
      </div>
      <fieldset className="mym-live-periods">
        <legend className="mym-visually-hidden">{t('live_list_periods')}</legend>
        {PERIODS.map((each) => (
          <button
            key={each}
            type="button"
            className="mym-choice mym-choice--pill mym-live-periods__choice"
            aria-pressed={period === each}
            onClick={() => setPeriod(each)}
          >
            {t(`live_period_${each}`)}
          </button>
        ))}
      </fieldset>
      {list.isPending && <LoadingState label={t('live_loading')} />}
      {list.isError && (
        <LoadError
          title={t('live_list_error')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.data?.length === 0 && (
        <EmptyState title={t(`live_list_empty_${period}`)} description={t('live_list_empty_description')} />
      )}
      {list.data && list.data.length > 0 && (
        <ul className="mym-live-list" part="list">
          {list.data.map((live) => (
            <li key={live.id} className="mym-panel mym-live-card">
              <div className="mym-live-card__main">
                <a className="mym-live-card__title" href={editHref(live)}>
                  {live.title}
                </a>
                <p className="mym-live-card__when">
                  {t('live_card_when', {
                    date: formatLiveStart(live.startsAt, zone, locale),
                    timeZone: zone,
                  })}
                </p>
                <p className="mym-live-card__price">
                  {live.price
                    ? formatMinor(live.price.value, live.price.currency, locale)
                    : t('live_ticket_free')}
                  {' · '}
                  {formatLiveDuration(t, live.durationMinutes)}
                </p>
              </div>
              <dl className="mym-figures mym-live-card__figures">
                <div>
                  <dt>{t('live_tickets_sold')}</dt>
                  <dd data-testid="live-tickets-sold">{numberFormat(locale).format(live.ticketsSold)}</dd>
                </div>
                <div>
                  <dt>{t('live_revenue')}</dt>
                  <dd data-testid="live-revenue">
                    {formatMinor(live.revenue.value, live.revenue.currency, locale)}
                  </dd>
                </div>
              </dl>
              {live.state === 'cancelled' && <Badge kind="danger">{t('live_state_cancelled')}</Badge>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
