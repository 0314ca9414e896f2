import { Button } from '@mym/ui';
import { useTranslation } from 'react-i18next';

/** The page error of a failed creator load, with its retry (spec 2 "Navigation", spec 8 "Display"). */
export function CreatorLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="mym-page-error" role="alert" aria-labelledby="mym-page-error-title">
      <h1 id="mym-page-error-title" className="mym-page-error__title">
        {t('creator_load_error_title')}
      </h1>
      <p className="mym-page-error__description">{t('creator_load_error_description')}</p>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        {t('retry')}
      </Button>
    </section>
  );
}
