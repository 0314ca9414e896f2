import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../common/intl-formats';
import { useCreatorClient } from '../creator-client';
import { cloudQueries } from './cloud-queries';

function gigabytes(bytes: number, locale: string): string {
  return numberFormat(locale, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }).format(
    bytes / 1024 ** 3,
  );
}

/** How much of the cloud the creator uses, of the quota uploads are held to (`GET /creators/me/storage`). */
export function StorageUsage() {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const usage = useQuery(cloudQueries.storage(client));
  if (!usage.data) return null;
  const { used, total } = usage.data;
  return (
    <div className="mym-cloud__storage">
      <span>
        {t('cloud_storage', { used: gigabytes(used, i18n.language), total: gigabytes(total, i18n.language) })}
      </span>
      <progress max={total} value={used} aria-label={t('cloud_storage_label')} />
    </div>
  );
}
