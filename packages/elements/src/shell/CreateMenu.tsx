import { ChevronDownIcon } from '@mym/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../common/app-links';
import { CREATE_MENU } from './navigation';

const loadMenu = () => import('@mym/ui/menu');
// The menu's positioning and focus code (floating-ui) loads when the creator reaches for the button, so that
// every screen with the navigation bar does not carry it.
const Menu = lazy(() => loadMenu().then((module) => ({ default: module.Menu })));

/**
 * The "create" menu of the navigation bar (spec 2): Post, Push, Live, as the design system's menu button, which
 * carries the keyboard behaviour (arrows, Escape back to the button, Tab out closes). Until first pressed it is
 * the same button without the menu's code; pressing it loads the menu open.
 */
export function CreateMenu() {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState(false);
  const links = useAppLinks();
  const items = CREATE_MENU.flatMap((item) => {
    const href = links[item.link];
    return href ? [{ id: item.id, label: t(item.label), href }] : [];
  });
  const button = (
    <button
      type="button"
      className="mym-button mym-button--secondary mym-button--medium mym-menu-button mym-create-menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setPressed(true)}
    >
      <span className="mym-button__label">{t('nav_create')}</span>
      <ChevronDownIcon />
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <Menu
        label={t('nav_create')}
        items={items}
        placement="bottom-end"
        className="mym-create-menu"
        defaultOpen
      />
    </Suspense>
  );
}
