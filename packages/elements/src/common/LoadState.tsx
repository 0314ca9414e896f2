// Each piece from its own entry: the booking widget draws these states too, and must not pull the whole design
// system into a fan's download.
import { Button } from '@mym/ui/button';
import { Loader } from '@mym/ui/loader';
import { useTranslation } from 'react-i18next';

/** A list that could not be loaded (spec 8 "Display": an error state with retry). */
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

/** Nothing to show yet (spec 2 "Collection screen": a title and a description). */
export function EmptyState({ title, description }: { title: string; description: string }) {
  return (
    <div className="mym-load-state">
      <p className="mym-load-state__title">{title}</p>
      <p className="mym-load-state__description">{description}</p>
    </div>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="mym-load-state" aria-busy="true">
      <Loader label={label} />
    </div>
  );
}

/** Whether a failed read means the thing is not there (404): a retry would not bring it back. */
export function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 404;
}

/** What the page's address names does not exist (a 404): said in words, with the way back instead of a retry. */
export function NotFoundState({
  title,
  backLabel,
  backHref,
  onBack,
}: {
  title: string;
  backLabel: string;
  backHref?: string | undefined;
  onBack?: (() => void) | undefined;
}) {
  return (
    <div className="mym-load-state" role="alert" data-state="not-found">
      <p className="mym-load-state__title">{title}</p>
      {backHref ? (
        <a className="mym-button mym-button--secondary mym-button--medium" href={backHref}>
          {backLabel}
        </a>
      ) : (
        onBack && (
          <Button variant="secondary" onClick={onBack}>
            {backLabel}
          </Button>
        )
      )}
    </div>
  );
}
