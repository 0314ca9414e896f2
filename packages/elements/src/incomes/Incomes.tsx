import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { IncomeChartSection } from './IncomeChartSection';
import { IncomeExportButton } from './IncomeExportButton';
import { IncomeOverview } from './IncomeOverview';
import { incomeQueries } from './incomes-queries';
import type { LineDrill } from './LedgerLines';
import { PayoutList } from './PayoutList';
import { PeriodPicker } from './PeriodPicker';
import { FIRST_PERIOD, type PeriodSelection, periodQuery } from './period';
import { TopFans } from './TopFans';

// A figure's lines open in a dialog that loads when first asked for: the screen's first load is the figures.
const LedgerLines = lazy(() => import('./LedgerLines').then((module) => ({ default: module.LedgerLines })));

export interface IncomesProps {
  /** The period shown first (this month unless told). */
  initialPeriod?: PeriodSelection;
}

/**
 * What a creator earns (the nav's statistics): the period's figures against the previous period, balances and
 * the next payout, the net by day, week or month stacked by source, the top fans, the payouts and the CSV export.
 * Every figure opens the ledger lines it sums.
 */
export function Incomes({ initialPeriod = FIRST_PERIOD }: IncomesProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const [selection, setSelection] = useState<PeriodSelection>(initialPeriod);
  const [drill, setDrill] = useState<LineDrill | null>(null);
  const query = periodQuery(selection);
  const summary = useQuery(incomeQueries.summary(client, query));

  return (
    <div className="mym-incomes" part="incomes">
      <header className="mym-screen__header mym-incomes__header">
        <h1 className="mym-incomes__title" tabIndex={-1}>
          {t('incomes_title')}
        </h1>
        <IncomeExportButton query={query} />
      </header>
      <PeriodPicker selection={selection} onChange={setSelection} />
      {summary.isPending ? (
        <LoadingState label={t('incomes_loading')} />
      ) : summary.isError ? (
        <LoadError
          title={t('incomes_load_error')}
          onRetry={() => summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : (
        <>
          <IncomeOverview summary={summary.data} onDrill={setDrill} />
          <IncomeChartSection query={query} summary={summary.data} onDrill={setDrill} />
          <TopFans query={query} range={summary.data.range} onDrill={setDrill} />
        </>
      )}
      <PayoutList />
      {drill && (
        <Suspense fallback={null}>
          <LedgerLines drill={drill} onClose={() => setDrill(null)} />
        </Suspense>
      )}
    </div>
  );
}
