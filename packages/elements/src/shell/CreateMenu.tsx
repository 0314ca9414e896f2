import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appHref } from './app-paths';
import { CREATE_MENU } from './navigation';

/**
 * The "create" menu of the navigation bar (spec 2): a menu button following the WAI-ARIA menu-button pattern.
 * Enter, Space or the arrows open it on the first or last item; the arrows, Home and End move; Escape closes it
 * and gives focus back to the button; Tab or a click outside closes it.
 */
export function CreateMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const items = useRef<Array<HTMLAnchorElement | null>>([]);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current !== null) items.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    pendingFocus.current = (index + CREATE_MENU.length) % CREATE_MENU.length;
    if (open) items.current[pendingFocus.current]?.focus();
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) root.current?.querySelector('button')?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(CREATE_MENU.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const current = items.current.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: CREATE_MENU.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      openAt(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="mym-create-menu" ref={root}>
      <button
        id={buttonId}
        type="button"
        className="mym-button mym-button--primary mym-button--small mym-create-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">+</span> {t('nav_create')}
      </button>
      <ul id={menuId} role="menu" aria-labelledby={buttonId} className="mym-create-menu__list" hidden={!open} onKeyDown={onMenuKey}>
        {CREATE_MENU.map((item, index) => (
          <li key={item.id} role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              href={appHref(item.path)}
              className="mym-create-menu__item"
              ref={(element) => {
                items.current[index] = element;
              }}
            >
              {t(item.label)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
