import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../common/app-links';
import { TOOL_AREAS } from './navigation';

/**
 * The tools page (`/tools`, and `/account/tools` on a phone): a link to every built area, so each is two taps
 * from anywhere (the tools entry, then the area). An area the host gives no link for is left out.
 */
export function ToolsHub() {
  const { t } = useTranslation();
  const links = useAppLinks();
  return (
    <section className="mym-tools" aria-labelledby="mym-tools-title">
      <h1 id="mym-tools-title" className="mym-tools__title">
        {t('area_tools_title')}
      </h1>
      <ul className="mym-tools__areas">
        {TOOL_AREAS.map((area) => {
          const href = links[area.link];
          if (!href) return null;
          return (
            <li key={area.id}>
              <a
                className="mym-tools__area"
                href={href}
                aria-labelledby={`mym-tools-${area.id}`}
                aria-describedby={`mym-tools-${area.id}-description`}
              >
                <span id={`mym-tools-${area.id}`} className="mym-tools__area-name">
                  {t(area.label)}
                </span>
                <span id={`mym-tools-${area.id}-description`} className="mym-tools__area-description">
                  {t(`${area.label}_description`)}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
