import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, useRef, useState } from 'react';
import { cx } from '../class-names';
import { ChevronDownIcon } from '../icons/icons';
import { usePortalContainer } from '../portal/portal';

export interface MenuItem {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A route to open; the item is then a link. */
  href?: string;
  onSelect?: () => void;
}

export interface MenuProps {
  /** Visible text of the button that opens the menu, e.g. "Create". */
  label: ReactNode;
  /** Translated name of the button when its label is only an icon. */
  ariaLabel?: string;
  items: MenuItem[];
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';
  className?: string;
  /** Open from the start: a menu loaded when its button was pressed shows its items at once. */
  defaultOpen?: boolean;
}

/**
 * A menu button (e.g. the navigation's "create" menu offering Post, Push, Live, spec 2): positioned with
 * floating-ui, arrow keys move between items, Escape or a click outside closes it and focus returns to the button.
 */
export function Menu({
  label,
  ariaLabel,
  items,
  placement = 'bottom-start',
  className,
  defaultOpen = false,
}: MenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const trigger = useRef<HTMLButtonElement>(null);
  const container = usePortalContainer(trigger);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef: itemRefs, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  const triggerRef = useMergeRefs([trigger, refs.setReference]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={cx(
          'mym-button',
          'mym-button--secondary',
          'mym-button--medium',
          'mym-menu-button',
          className,
        )}
        aria-label={ariaLabel}
        {...getReferenceProps()}
      >
        <span className="mym-button__label">{label}</span>
        <ChevronDownIcon />
      </button>
      {open && container && (
        <FloatingPortal root={container as HTMLElement | ShadowRoot} preserveTabOrder={false}>
          {/* No focus guards: they are unnamed focusable spans; Tab out of the menu closes it instead. */}
          <FloatingFocusManager context={context} modal={false} guards={false} initialFocus={0}>
            <div ref={refs.setFloating} className="mym-menu" style={floatingStyles} {...getFloatingProps()}>
              {items.map((item, index) => {
                const props = getItemProps({
                  ref: (node: HTMLElement | null) => {
                    itemRefs.current[index] = node;
                  },
                  role: 'menuitem',
                  tabIndex: (activeIndex ?? 0) === index ? 0 : -1,
                  className: cx('mym-menu__item', activeIndex === index && 'mym-menu__item--highlighted'),
                  onClick: () => {
                    item.onSelect?.();
                    setOpen(false);
                  },
                });
                const content = (
                  <>
                    {item.icon && (
                      <span className="mym-menu__prefix" aria-hidden="true">
                        {item.icon}
                      </span>
                    )}
                    <span className="mym-menu__label">{item.label}</span>
                  </>
                );
                return item.href ? (
                  <a key={item.id} href={item.href} {...props}>
                    {content}
                  </a>
                ) : (
                  <button key={item.id} type="button" {...props}>
                    {content}
                  </button>
                );
              })}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
