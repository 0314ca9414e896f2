import { type CSSProperties, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cx } from '../class-names';

export interface TabItem {
  id: string;
  label: string;
  disabled?: boolean;
}

export interface TabsSliderProps {
  /** Translated name of the tab list. */
  label: string;
  tabs: TabItem[];
  selectedId: string;
  onSelectionChange: (id: string) => void;
  /** Content of the selected tab's panel; omit when the tabs only filter content shown elsewhere. */
  children?: ReactNode;
  className?: string;
}

/**
 * A row of tabs with a sliding indicator (spec 2 "tabs slider"). Follows the ARIA tabs pattern: one tab stop,
 * arrow keys move and select, Home/End jump to the ends, disabled tabs are skipped.
 */
export function TabsSlider({
  label,
  tabs,
  selectedId,
  onSelectionChange,
  children,
  className,
}: TabsSliderProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    onSelectionChange(tab.id);
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(tab.id)}"]`)?.focus();
  };

  const step = (from: number, direction: 1 | -1) => {
    for (let i = 1; i <= tabs.length; i++) {
      const index = (from + direction * i + tabs.length) % tabs.length;
      if (!tabs[index]?.disabled) return index;
    }
    return from;
  };

  const target = (key: string): number | null => {
    if (key === 'ArrowRight') return step(selectedIndex, 1);
    if (key === 'ArrowLeft') return step(selectedIndex, -1);
    if (key === 'Home') return step(-1, 1);
    if (key === 'End') return step(tabs.length, -1);
    return null;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = target(event.key);
    if (index === null) return;
    event.preventDefault();
    select(index);
  };

  return (
    <div className={cx('mym-tabs', className)}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="mym-tabs__list"
        onKeyDown={onKeyDown}
        style={{ '--mym-tabs-count': tabs.length, '--mym-tabs-index': selectedIndex } as CSSProperties}
      >
        {tabs.map((tab) => {
          const selected = tab.id === tabs[selectedIndex]?.id;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={children === undefined ? undefined : panelId}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className={cx('mym-tabs__tab', selected && 'mym-tabs__tab--selected')}
              onClick={() => onSelectionChange(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
        <span className="mym-tabs__indicator" aria-hidden="true" />
      </div>
      {children !== undefined && (
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabs[selectedIndex] && tabId(tabs[selectedIndex].id)}
          className="mym-tabs__panel"
        >
          {children}
        </div>
      )}
    </div>
  );
}
