import { Button } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { useCatalogNavigation } from '../catalog-navigation';

/** `configuration/creation`: what the configuration sets up, before the creator starts it. */
export function ConfigurationIntro() {
  const { t } = useTranslation();
  const { go } = useCatalogNavigation();
  return (
    <div className="mym-catalog-step">
      <h2 className="mym-catalog__step-title" tabIndex={-1} data-screen-title="">
        {t('catalog_creation_title')}
      </h2>
      <p className="mym-catalog__intro">{t('catalog_creation_intro')}</p>
      <ol className="mym-catalog-intro-steps">
        <li>
          <strong>{t('catalog_configuration_step_calendar')}</strong>
          <span>{t('catalog_creation_calendar')}</span>
        </li>
        <li>
          <strong>{t('catalog_configuration_step_availability')}</strong>
          <span>{t('catalog_creation_availability')}</span>
        </li>
        <li>
          <strong>{t('catalog_configuration_step_confirmation')}</strong>
          <span>{t('catalog_creation_confirmation')}</span>
        </li>
      </ol>
      <div className="mym-catalog__actions">
        <Button onClick={() => go({ screen: 'configuration', step: 'calendar' })}>
          {t('catalog_creation_start')}
        </Button>
      </div>
    </div>
  );
}
