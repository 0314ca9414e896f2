import type { IncomePeriodQuery } from '@mym/sdk';
import { Button } from '@mym/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';

/**
 * The period's ledger as CSV: the API signs a short-lived link and the browser downloads the streamed file from
 * it, as any download (no bearer header to carry, nothing held in the page's memory). A download changes nothing
 * the screen shows and nothing is cached from it, so it is a plain call with its own pending and failed states,
 * not a mutation: the screen does not download react-query's mutation observer for it.
 */
export function IncomeExportButton({ query }: { query: IncomePeriodQuery }) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const exportCsv = async () => {
    setState('pending');
    try {
      const file = await client.incomes.exportCsv(query);
      const link = document.createElement('a');
      link.href = file.url;
      link.download = file.filename;
      link.rel = 'noopener';
      link.click();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="mym-incomes__export">
      <Button
        variant="secondary"
        size="small"
        loading={state === 'pending'}
        onClick={() => {
          if (state !== 'pending') void exportCsv();
        }}
      >
        {t('incomes_export')}
      </Button>
      {state === 'failed' && (
        <p className="mym-incomes__error" role="alert">
          {t('incomes_export_error')}
        </p>
      )}
    </div>
  );
}
