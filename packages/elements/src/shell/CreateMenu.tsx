import { Menu } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { appHref } from './app-paths';
import { CREATE_MENU } from './navigation';

/**
 * The "create" menu of the navigation bar (spec 2): Post, Push, Live, as the design system's menu button, which
 * carries the keyboard behaviour (arrows, Escape back to the button, Tab out closes).
 */
export function CreateMenu() {
  const { t } = useTranslation();
  const items = CREATE_MENU.map((item) => ({ id: item.id, label: t(item.label), href: appHref(item.path) }));
  return <Menu label={t('nav_create')} items={items} placement="bottom-end" className="mym-create-menu" />;
}
