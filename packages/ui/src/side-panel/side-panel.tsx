import type { ReactNode } from 'react';
import { cx } from '../class-names';
import { BlogIcon, FacebookIcon, InstagramIcon, XIcon } from '../icons/icons';
import {
  type FooterLinkId,
  footerLinks,
  SIDE_PANEL_DEFAULT_HOSTS,
  type SidePanelHosts,
  type SocialLinkId,
  socialLinks,
} from './footer-links';
import { Illustration, type IllustrationName } from './illustration';

export interface SidePanelProps {
  /** A built-in illustration by name, or the caller's own picture (spec 2: creators by default). */
  illustration?: IllustrationName | ReactNode;
  title?: string;
  description?: ReactNode;
  information?: ReactNode;
  /** Progress shown in the panel, e.g. a CircularProgress or a ProgressionTimeline. */
  progress?: ReactNode;
  /** Shows the footer links and social icons. */
  footer?: boolean;
  /** Translated text of each footer link and social icon; missing ones fall back to the i18n key. */
  linkLabels?: Partial<Record<FooterLinkId | SocialLinkId, string>>;
  /** Translated name of the footer navigation. */
  footerLabel?: string;
  /** Translated hint that a link opens a new tab, read after each link. */
  newTabLabel?: string;
  /** Sites the links go to; any left out take the default. */
  hosts?: Partial<SidePanelHosts>;
  className?: string;
}

const socialIcon: Record<SocialLinkId, ReactNode> = {
  facebook: <FacebookIcon />,
  x: <XIcon />,
  instagram: <InstagramIcon />,
  blog: <BlogIcon />,
};

const isIllustrationName = (value: unknown): value is IllustrationName =>
  value === 'creators' || value === 'users';

/** The panel beside sign-in and onboarding screens (spec 2 "Side panel"). Links open in a new tab. */
export function SidePanel({
  illustration = 'creators',
  title,
  description,
  information,
  progress,
  footer = true,
  linkLabels = {},
  footerLabel = 'side_panel_footer',
  newTabLabel = 'link_new_tab',
  hosts,
  className,
}: SidePanelProps) {
  const sites = { ...SIDE_PANEL_DEFAULT_HOSTS, ...hosts };
  const label = (id: FooterLinkId | SocialLinkId) => linkLabels[id] ?? `side_panel_${id}`;
  const newTab = <span className="mym-visually-hidden">{` (${newTabLabel})`}</span>;

  return (
    <aside className={cx('mym-side-panel', className)} aria-label={title}>
      <div className="mym-side-panel__illustration">
        {isIllustrationName(illustration) ? <Illustration name={illustration} /> : illustration}
      </div>
      {title && <h2 className="mym-side-panel__title">{title}</h2>}
      {description && <div className="mym-side-panel__description">{description}</div>}
      {information && <div className="mym-side-panel__information">{information}</div>}
      {progress && <div className="mym-side-panel__progress">{progress}</div>}
      {footer && (
        <nav className="mym-side-panel__footer" aria-label={footerLabel}>
          <ul className="mym-side-panel__links">
            {footerLinks(sites).map((link) => (
              <li key={link.id}>
                <a
                  className="mym-link"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-link={link.id}
                >
                  {label(link.id)}
                  {newTab}
                </a>
              </li>
            ))}
          </ul>
          <ul className="mym-side-panel__social">
            {socialLinks(sites).map((link) => (
              <li key={link.id}>
                <a
                  className="mym-icon-button"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-link={link.id}
                >
                  {socialIcon[link.id]}
                  <span className="mym-visually-hidden">
                    {label(link.id)}
                    {` (${newTabLabel})`}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </aside>
  );
}
