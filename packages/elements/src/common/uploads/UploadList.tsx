import { Button } from '@mym/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../intl-formats';
import { UploadProgressLine } from './UploadProgressLine';
import type { UploadQueueProps } from './UploadQueue';
import type { UploadRate } from './upload-rate';
import type { QueuedUpload } from './use-upload';

const MEGABYTE = 1_000_000;

/** "3.4 MB/s", "820 kB/s": the unit the figure reads best in, in the page's language. */
function formatSpeed(bytesPerSecond: number, locale: string): string {
  const mega = bytesPerSecond >= MEGABYTE;
  return numberFormat(locale, {
    style: 'unit',
    unit: mega ? 'megabyte-per-second' : 'kilobyte-per-second',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytesPerSecond / MEGABYTE : bytesPerSecond / 1000);
}

/** "12 s", "4 min", "2 h": whole units, rounded up, so the figure never promises less than it takes. */
function formatDuration(seconds: number, locale: string): string {
  const [value, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** "42 % · 3.4 MB/s · 12 s left", the figures known so far. */
function sendingStatus(upload: QueuedUpload, rate: UploadRate, locale: string, t: TFunction) {
  const parts = [t('upload_percent', { percent: upload.percent })];
  if (rate.bytesPerSecond) parts.push(formatSpeed(rate.bytesPerSecond, locale));
  if (rate.secondsLeft !== null)
    parts.push(t('upload_time_left', { time: formatDuration(rate.secondsLeft, locale) }));
  return parts.join(' · ');
}

/**
 * Every upload's progress and outcome, wherever a file is sent (the cloud's queue, a form's field).
 * The files being sent: each with its progress bar, percentage, speed and time left, a cancel
 * button while it goes and a retry (which resumes) once cancelled or failed. Only state changes are announced:
 * a screen reader hearing every percent would hear nothing else.
 */
export function UploadList({ uploads, onCancel, onRetry }: UploadQueueProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="mym-upload-queue" aria-label={t('upload_queue_label')}>
      {uploads.map((upload) => (
        <li key={upload.id} className="mym-upload-queue__item" data-state={upload.state}>
          <UploadProgressLine upload={upload} />
          <span className="mym-upload-queue__status" role={upload.state === 'failed' ? 'alert' : 'status'}>
            {upload.state === 'sending' ? (
              <span aria-hidden="true">{sendingStatus(upload, upload.rate, i18n.language, t)}</span>
            ) : (
              t(upload.state === 'failed' ? (upload.error ?? 'upload_error') : `upload_${upload.state}`)
            )}
          </span>
          <span className="mym-upload-queue__actions">
            {upload.state === 'sending' && (
              <Button
                variant="tertiary"
                size="small"
                aria-label={t('upload_cancel_named', { name: upload.name })}
                onClick={() => onCancel(upload.id)}
              >
                {t('upload_cancel')}
              </Button>
            )}
            {/* A file the server refused for what it is would be refused again: only a cut transfer resumes. */}
            {onRetry &&
              (upload.state === 'cancelled' ||
                (upload.state === 'failed' && upload.error === 'upload_error')) && (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('upload_retry_named', { name: upload.name })}
                  onClick={() => onRetry(upload.id)}
                >
                  {t('upload_retry')}
                </Button>
              )}
          </span>
        </li>
      ))}
    </ul>
  );
}
