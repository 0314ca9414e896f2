import { useTranslation } from 'react-i18next';
import { Button, Loader } from './design-system';

/**
 * The loading, error and empty states of the widget's lists, as `cloud/LoadState` draws them for the back office
 * (same classes), without that module's `@mym/ui` entry (see design-system.ts).
 */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="mym-load-state" aria-busy="true">
      <Loader label={label} />
    </div>
  );
}

/** Spec 8 "Display": an error state with retry. */
export function LoadError({
  title,
  onRetry,
  retrying,
}: {
  title: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mym-load-state" role="alert">
      <p className="mym-load-state__title">{title}</p>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function EmptyState({ title, description }: { title: string; description: string }) {
  return (
    <div className="mym-load-state">
      <p className="mym-load-state__title">{title}</p>
      <p className="mym-load-state__description">{description}</p>
    </div>
  );
}
