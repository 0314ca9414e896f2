import type { IncomePeriodQuery } from '@mym/sdk';
import { Button } from '@mym/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';

/**
 * The period's ledger as CSV: the API signs a short-lived link and the browser downloads the streamed file from
 * it, as any download (no bearer header to carry, nothing held in the page's memory).
 */
export function IncomeExportButton({ query }: { query: IncomePeriodQuery }) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const exporting = useMutation({
    mutationFn: () => client.incomes.exportCsv(query),
    onSuccess: (file) => {
      const link = document.createElement('a');
      link.href = file.url;
      link.download = file.filename;
      link.rel = 'noopener';
      link.click();
    },
  });
  return (
    <div className="mym-incomes__export">
      <Button
        variant="secondary"
        size="small"
        loading={exporting.isPending}
        onClick={() => exporting.mutate()}
      >
        {t('incomes_export')}
      </Button>
      {exporting.isError && (
        <p className="mym-incomes__error" role="alert">
          {t('incomes_export_error')}
        </p>
      )}
    </div>
  );
}
