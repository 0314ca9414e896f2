import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../common/app-links';
import type { ComingArea } from './areas';

/**
 * The frame of a screen that opens later: its title, a mark saying so, what the screen will do, and a way
 * back. It is honest about being empty, so nobody mistakes it for a finished feature.
 */
export function ComingAreaFrame({ area }: { area: ComingArea }) {
  const links = useAppLinks();
  const { t } = useTranslation();
  return (
    <section className="mym-coming-area" aria-labelledby="mym-coming-area-title" data-area={area}>
      <div className="mym-coming-area__header">
        <h1 id="mym-coming-area-title" className="mym-coming-area__title">
          {t(`area_${area}_title`)}
        </h1>
        <span className="mym-coming-area__badge">{t('area_soon_badge')}</span>
      </div>
      <div className="mym-empty-state">
        <p className="mym-empty-state__description">{t(`area_${area}_description`)}</p>
        {links.profile && (
          <a className="mym-link" href={links.profile}>
            {t('area_back_to_profile')}
          </a>
        )}
      </div>
    </section>
  );
}
