import { formatPrice } from '@mym/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../common/app-links';
import { dateTimeFormat } from '../common/intl-formats';
import { formatChange, periodChange } from '../common/period-change';
import { useCreatorClient } from '../creator-client';
import { glanceQueries } from './glance-queries';

/** One fact of the glance: its name, its value once loaded, and the screen it leads to when the host has one. */
function GlanceCard<T>({
  title,
  query,
  href,
  testId,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  href: string | undefined;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const body = query.isPending ? (
    <span className="mym-glance__muted">{t('loading')}</span>
  ) : query.isError ? (
    <span className="mym-glance__muted">{t('glance_unavailable')}</span>
  ) : (
    children(query.data)
  );
  const content = (
    <>
      <span className="mym-glance__title">{title}</span>
      <span className="mym-glance__value">{body}</span>
    </>
  );
  return (
    <li className="mym-glance__card" data-testid={testId}>
      {href ? (
        <a className="mym-glance__link" href={href}>
          {content}
        </a>
      ) : (
        <div className="mym-glance__link">{content}</div>
      )}
    </li>
  );
}

/**
 * The creator's home at a glance (where a creator lands after sign-in): this month's net and its change, unread
 * messages, the next post, push or consultation, and the last push's buyers and revenue, each leading to its screen.
 */
export function CreatorGlance({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const links = useAppLinks();
  const client = useCreatorClient();
  const month = useQuery(glanceQueries.month(client));
  const unread = useQuery(glanceQueries.unread(client));
  const next = useQuery(glanceQueries.next(client));
  const lastPush = useQuery(glanceQueries.lastPush(client));
  const nextLinks = { post: links.posts, push: links.pushList, booking: links.catalog };

  return (
    <section className="mym-glance" aria-labelledby="mym-glance-title">
      <h2 id="mym-glance-title" className="mym-glance__heading">
        {t('glance_title')}
      </h2>
      <ul className="mym-glance__cards">
        <GlanceCard title={t('glance_month_net')} query={month} href={links.incomes} testId="glance-month">
          {(summary) => {
            const change = periodChange(summary.current.net, summary.previous.net);
            return (
              <>
                <strong>
                  {formatPrice({ value: summary.current.net, currency: summary.currency }, locale)}
                </strong>
                <span className="mym-glance__muted">
                  {change.kind === 'ratio'
                    ? t('glance_change', { change: formatChange(change, locale) })
                    : t(change.kind === 'new' ? 'glance_change_new' : 'glance_change_none')}
                </span>
              </>
            );
          }}
        </GlanceCard>
        <GlanceCard title={t('glance_unread')} query={unread} href={links.messages} testId="glance-unread">
          {(count) => (
            <strong>
              {t(count.more ? 'glance_unread_more' : 'glance_unread_count', { count: count.count })}
            </strong>
          )}
        </GlanceCard>
        <GlanceCard
          title={t('glance_next')}
          query={next}
          href={next.data ? nextLinks[next.data.kind] : undefined}
          testId="glance-next"
        >
          {(item) =>
            item ? (
              <>
                <strong>
                  {t(`glance_next_${item.kind}`)} ·{' '}
                  {dateTimeFormat(locale, {
                    timeZone,
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }).format(new Date(item.at))}
                </strong>
                {item.title && <span className="mym-glance__muted mym-glance__clip">{item.title}</span>}
              </>
            ) : (
              <span className="mym-glance__muted">{t('glance_next_none')}</span>
            )
          }
        </GlanceCard>
        <GlanceCard
          title={t('glance_last_push')}
          query={lastPush}
          href={links.myms}
          testId="glance-last-push"
        >
          {({ push, currency }) =>
            push ? (
              <>
                <strong>
                  {t('glance_last_push_value', {
                    count: push.buyers,
                    revenue: formatPrice({ value: push.net, currency }, locale),
                  })}
                </strong>
                {push.title && <span className="mym-glance__muted mym-glance__clip">{push.title}</span>}
              </>
            ) : (
              <span className="mym-glance__muted">{t('glance_last_push_none')}</span>
            )
          }
        </GlanceCard>
      </ul>
    </section>
  );
}
