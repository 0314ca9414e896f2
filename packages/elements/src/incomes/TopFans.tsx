import {
  INCOME_CUSTOM_MAX_DAYS,
  type IncomePeriodQuery,
  type IncomeRange,
  type IncomeTopFanScope,
} from '@mym/sdk';
import { TabsSlider } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { formatDay, money } from './income-format';
import { incomeQueries } from './incomes-queries';
import type { LineDrill } from './LedgerLines';
import { shiftDay } from './period';

/** The fans who brought the most, over the period or since the start; each opens the lines they paid. */
export function TopFans({
  query,
  range,
  onDrill,
}: {
  query: IncomePeriodQuery;
  range: IncomeRange;
  onDrill: (drill: LineDrill) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const client = useCreatorClient();
  const titleId = useId();
  const [scope, setScope] = useState<IncomeTopFanScope>('period');
  const fans = useQuery(incomeQueries.topFans(client, scope, query));
  const rangeText = t('incomes_range', {
    from: formatDay(range.from, locale),
    to: formatDay(range.to, locale),
  });
  // A lifetime row opens the longest run of days a report reads, ending today, and says which days they are.
  const longest = {
    from: shiftDay(range.to, -(INCOME_CUSTOM_MAX_DAYS - 1)),
    to: range.to,
  };
  const longestText = t('incomes_range', {
    from: formatDay(longest.from, locale),
    to: formatDay(longest.to, locale),
  });

  return (
    <section className="mym-incomes__fans" part="top-fans" aria-labelledby={titleId}>
      <h2 id={titleId} className="mym-incomes__section-title">
        {t('incomes_top_fans_title')}
      </h2>
      <TabsSlider
        label={t('incomes_top_fans_title')}
        tabs={[
          { id: 'period', label: t('incomes_top_fans_period') },
          { id: 'lifetime', label: t('incomes_top_fans_lifetime') },
        ]}
        selectedId={scope}
        onSelectionChange={(id) => setScope(id as IncomeTopFanScope)}
      >
        {fans.isPending ? (
          <LoadingState label={t('incomes_top_fans_loading')} />
        ) : fans.isError ? (
          <LoadError
            title={t('incomes_top_fans_error')}
            onRetry={() => fans.refetch()}
            retrying={fans.isFetching}
          />
        ) : fans.data.fans.length === 0 ? (
          <p className="mym-incomes__muted">{t('incomes_top_fans_empty')}</p>
        ) : (
          <ol className="mym-incomes__fan-list">
            {fans.data.fans.map((row, index) => (
              <li key={row.fan.id}>
                <span className="mym-incomes__rank" aria-hidden="true">
                  {index + 1}
                </span>
                <button
                  type="button"
                  className="mym-text-button mym-incomes__link-button"
                  onClick={() =>
                    onDrill({
                      title: `${row.fan.name || row.fan.username} · ${scope === 'period' ? rangeText : longestText}`,
                      figure: 'net',
                      query: {
                        ...(scope === 'period' ? query : { period: 'custom', ...longest }),
                        fan: row.fan.id,
                        currency: fans.data.currency,
                      },
                    })
                  }
                >
                  {row.fan.name || row.fan.username}
                </button>
                <span className="mym-incomes__muted">{t('incomes_purchases', { count: row.purchases })}</span>
                <span className="mym-incomes__amount">{money(row.net, fans.data.currency, locale)}</span>
              </li>
            ))}
          </ol>
        )}
      </TabsSlider>
    </section>
  );
}
