import { Button } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { liveQueries } from './live-queries';

function CopyRow({
  label,
  value,
  copied,
  onCopy,
}: {
  label: string;
  value: string;
  copied: boolean;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mym-live-ingest__row">
      <dt>{label}</dt>
      <dd>
        <code className="mym-live-ingest__value">{value}</code>
        <Button
          variant="secondary"
          size="small"
          onClick={onCopy}
          aria-label={t('live_ingest_copy', { what: label })}
        >
          {copied ? t('live_ingest_copied') : t('live_ingest_copy_short')}
        </Button>
      </dd>
    </div>
  );
}

/**
 * Where the creator's streaming software sends the stream: the operator's ingest server and the creator's own
 * stream key, each with a copy button. Without a streaming service configured, the screen says so.
 */
export function LiveIngestSettings() {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const ingest = useQuery(liveQueries.ingest(client));
  const [copied, setCopied] = useState<'server' | 'key' | null>(null);
  const copy = (which: 'server' | 'key', value: string) => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(which));
  };
  return (
    <section className="mym-field-card" part="ingest" aria-labelledby="mym-live-ingest">
      <h2 id="mym-live-ingest" className="mym-field-card__legend">
        {t('live_ingest_title')}
      </h2>
      {ingest.isPending && <LoadingState label={t('live_loading')} />}
      {ingest.isError && (
        <LoadError
          title={t('live_ingest_error')}
          onRetry={() => void ingest.refetch()}
          retrying={ingest.isFetching}
        />
      )}
      {ingest.data && !ingest.data.configured && (
        <p data-testid="live-ingest-missing">{t('live_ingest_missing')}</p>
      )}
      {ingest.data?.configured && ingest.data.serverUrl && ingest.data.streamKey && (
        <>
          <p className="mym-field-card__hint">{t('live_ingest_hint')}</p>
          <dl className="mym-live-ingest">
            <CopyRow
              label={t('live_ingest_server')}
              value={ingest.data.serverUrl}
              copied={copied === 'server'}
              onCopy={() => copy('server', ingest.data.serverUrl ?? '')}
            />
            <CopyRow
              label={t('live_ingest_key')}
              value={ingest.data.streamKey}
              copied={copied === 'key'}
              onCopy={() => copy('key', ingest.data.streamKey ?? '')}
            />
          </dl>
          <p role="status" className="mym-field-card__hint">
            {copied ? t('live_ingest_copied_status') : ''}
          </p>
        </>
      )}
    </section>
  );
}
