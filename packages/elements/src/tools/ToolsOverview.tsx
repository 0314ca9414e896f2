import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../common/app-links';
import { useCreator } from '../common/creator/use-creator';
import { dateTimeFormat } from '../common/intl-formats';
import { scheduleTimeZone } from '../common/schedule/schedule-zone';
import { useCreatorClient } from '../creator-client';
import { ReferralLink } from './ReferralLink';
import { TOOL_LINES } from './tool-lines';
import { toolsQueries } from './tools-queries';

/**
 * The tools page (`/tools`, and `/account/tools` on a phone): a line per tool with what it holds (counts, the
 * next scheduled thing) leading to it, and the creator's referral link. A tool the host gives no link for is
 * left out.
 */
export function ToolsOverview() {
  const { t, i18n } = useTranslation();
  const links = useAppLinks();
  const client = useCreatorClient();
  const creator = useCreator();
  const summary = useQuery(toolsQueries.summary(client));
  const timeZone = scheduleTimeZone(creator.data?.timeZone);
  const when = (iso: string) =>
    dateTimeFormat(i18n.language, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <section className="mym-tools" aria-labelledby="mym-tools-title">
      <h1 id="mym-tools-title" className="mym-tools__title">
        {t('area_tools_title')}
      </h1>
      <p className="mym-tools__intro">{t('tools_intro')}</p>
      {summary.isError && (
        <p className="mym-tools__error" role="alert">
          {t('tools_summary_error')}
        </p>
      )}
      <ul className="mym-tools__areas" aria-busy={summary.isPending || undefined}>
        {TOOL_LINES.map((tool) => {
          const href = links[tool.link];
          if (!href) return null;
          const lines = summary.data ? tool.summary(summary.data, t, when) : [];
          return (
            // The card is one link named by the tool; what it holds is read after it, not as part of its name.
            <li key={tool.id} className="mym-tools__area" data-tool={tool.id}>
              <h2 className="mym-tools__area-name">
                <a className="mym-tools__area-link" href={href}>
                  {t(tool.label)}
                </a>
              </h2>
              <p className="mym-tools__area-description">{t(`${tool.label}_description`)}</p>
              {lines.map((line) => (
                <p key={line} className="mym-tools__area-figure">
                  {line}
                </p>
              ))}
              {summary.isPending && <p className="mym-tools__area-figure">{t('tools_summary_loading')}</p>}
            </li>
          );
        })}
      </ul>
      {links.signup && <ReferralLink signupHref={links.signup} />}
    </section>
  );
}
