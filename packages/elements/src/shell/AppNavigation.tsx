import { useTranslation } from 'react-i18next';
import { isCurrentHref, useAppLinks } from '../common/app-links';
import { useUnreadNotificationCount } from '../common/notifications/unread-count';
import { CreateMenu } from './CreateMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { DESKTOP_NAVIGATION, MOBILE_NAVIGATION, type NavigationItem } from './navigation';

export interface AppNavigationProps {
  /** The page's URL path, for `aria-current` (the server knows it, so the markup does not change on hydration). */
  currentPath: string;
}

function NavigationLinks({ items, currentPath }: { items: readonly NavigationItem[]; currentPath: string }) {
  const { t } = useTranslation();
  const links = useAppLinks();
  return (
    <ul className="mym-nav__links">
      {items.map((item) => {
        const href = links[item.link];
        if (!href) return null;
        const current = [href, ...(item.areas ?? []).map((area) => links[area])].some(
          (target) => target !== undefined && isCurrentHref(currentPath, target, links.home),
        );
        return (
          <li key={item.id}>
            <a className="mym-nav__link" href={href} aria-current={current ? 'page' : undefined}>
              {t(item.label)}
              {item.id === 'notifications' ? <UnreadBadge /> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The bell's count, live in every island of the page; read aloud as "3 unread" with the link's name. */
function UnreadBadge() {
  const { t } = useTranslation();
  const count = useUnreadNotificationCount();
  if (!count) return null;
  return (
    <span className="mym-nav__badge" data-testid="unread-notifications">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="mym-nav__badge-words">{`, ${t('nav_notifications_unread', { count })}`}</span>
    </span>
  );
}

/**
 * Navigation for logged creators (spec 2 "Navigation"): the top bar with the create menu and the language, and
 * at phone width a bottom bar with the mobile paths. CSS shows one set of links or the other, never both.
 */
export function AppNavigation({ currentPath }: AppNavigationProps) {
  const { t } = useTranslation();
  const links = useAppLinks();
  return (
    <>
      <header className="mym-shell-bar">
        <a className="mym-skip-link" href="#main">
          {t('nav_skip_to_content')}
        </a>
        {/* The creator's home is their profile (spec 2: signing in lands there). */}
        <a className="mym-shell-bar__brand" href={links.profile ?? links.home}>
          creators
        </a>
        <nav className="mym-nav mym-nav--desktop" aria-label={t('nav_label')}>
          <NavigationLinks items={DESKTOP_NAVIGATION} currentPath={currentPath} />
        </nav>
        <div className="mym-shell-bar__actions">
          <CreateMenu />
          <LanguageSwitcher />
        </div>
      </header>
      <nav className="mym-nav mym-nav--mobile" aria-label={t('nav_mobile_label')}>
        <NavigationLinks items={MOBILE_NAVIGATION} currentPath={currentPath} />
      </nav>
    </>
  );
}
