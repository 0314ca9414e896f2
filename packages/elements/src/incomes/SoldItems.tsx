import { SOLD_ITEM_KINDS, type SoldItemKind } from '@mym/sdk';
import { TabsSlider } from '@mym/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../common/LoadState';
import { NextPageButton } from '../common/NextPageButton';
import { useCreatorClient } from '../creator-client';
import { incomeQueries } from './incomes-queries';
import type { LineDrill } from './LedgerLines';
import { PeriodPicker } from './PeriodPicker';
import { FIRST_SOLD_PERIOD, type PeriodSelection, periodQuery } from './period';
import { SoldItemCard } from './SoldItemCard';

// An item's lines open in a dialog that loads when first asked for.
const LedgerLines = lazy(() => import('./LedgerLines').then((module) => ({ default: module.LedgerLines })));

export interface SoldItemsProps {
  initialPeriod?: PeriodSelection;
}

/**
 * What the creator sold (`/myms`): pushes, paid messages and consultations, each with its recipients, buyers,
 * conversion, revenue and, for a discounted push, what the discount brought against the full price after it.
 */
export function SoldItems({ initialPeriod = FIRST_SOLD_PERIOD }: SoldItemsProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const [selection, setSelection] = useState<PeriodSelection>(initialPeriod);
  const [kind, setKind] = useState<SoldItemKind | null>(null);
  const [drill, setDrill] = useState<LineDrill | null>(null);
  const query = periodQuery(selection);
  const pages = useInfiniteQuery(incomeQueries.soldItems(client, query, kind));
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const currency = pages.data?.pages[0]?.currency;

  return (
    <div className="mym-incomes mym-sold" part="sold-items">
      <header className="mym-screen__header mym-incomes__header">
        <h1 className="mym-incomes__title" tabIndex={-1}>
          {t('sold_title')}
        </h1>
      </header>
      <PeriodPicker selection={selection} onChange={setSelection} />
      <TabsSlider
        label={t('sold_kind_label')}
        tabs={[
          { id: 'all', label: t('sold_kind_all') },
          ...SOLD_ITEM_KINDS.map((id) => ({ id, label: t(`sold_kind_${id}`) })),
        ]}
        selectedId={kind ?? 'all'}
        onSelectionChange={(id) => setKind(id === 'all' ? null : (id as SoldItemKind))}
      >
        {pages.isPending ? (
          <LoadingState label={t('sold_loading')} />
        ) : pages.isError ? (
          <LoadError title={t('sold_error')} onRetry={() => pages.refetch()} retrying={pages.isFetching} />
        ) : items.length === 0 ? (
          <p className="mym-incomes__muted">{t('sold_empty')}</p>
        ) : (
          <ul className="mym-sold__list">
            {items.map((item) => (
              <SoldItemCard
                key={`${item.kind}-${item.id}`}
                item={item}
                currency={currency ?? 'EUR'}
                onDrill={() =>
                  setDrill({
                    title: item.title || t(`sold_kind_${item.kind}`),
                    figure: 'net',
                    query: { ...query, item: item.id, ...(currency ? { currency } : {}) },
                  })
                }
              />
            ))}
          </ul>
        )}
        <NextPageButton pages={pages} label={t('sold_more')} />
      </TabsSlider>
      {drill && (
        <Suspense fallback={null}>
          <LedgerLines drill={drill} onClose={() => setDrill(null)} />
        </Suspense>
      )}
    </div>
  );
}
