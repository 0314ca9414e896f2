import { useMultipleSelection, useSelect } from 'downshift';
import { type CSSProperties, type ReactNode, useRef } from 'react';
import { SelectedChips } from '../chip/removable-chip';
import { cx } from '../class-names';
import { FieldError } from '../field/field-shell';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { SELECT_VISIBLE_ITEMS } from '../limits';
import { useAnchoredMenu } from '../popover/use-anchored-menu';
import { useDownshiftEnvironment } from '../portal/downshift-environment';
import { Portal } from '../portal/portal';

/** An option of a select menu (spec 3 "Select option"). */
export interface SelectOption {
  value: string;
  label: string;
  /** Shown before the label, e.g. an icon or a flag. */
  prefix?: ReactNode;
}

export interface MultiSelectProps {
  label: string;
  options: SelectOption[];
  /** Values currently chosen; the component is controlled. */
  value: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  /** Options shown before the menu scrolls (spec 2: 5 by default). */
  visibleItems?: number;
  /** Translated name of a chip's remove button, given the option label. */
  removeLabel?: (label: string) => string;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A dropdown to pick several options (spec 2 "multi-select dropdown"). Chosen options show as chips before the
 * control: ArrowLeft from the control reaches them, Backspace or Delete removes one. Picking a chosen option
 * again unpicks it; the menu stays open while picking.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  visibleItems = SELECT_VISIBLE_ITEMS,
  removeLabel = (name) => `select_remove ${name}`,
  error,
  disabled,
  className,
}: MultiSelectProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const environment = useDownshiftEnvironment(anchor);
  const selectedItems = options.filter((option) => value.includes(option.value));
  const toggle = (option: SelectOption) =>
    onChange(
      value.includes(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value],
    );

  const { getSelectedItemProps, getDropdownProps } = useMultipleSelection<SelectOption>({
    selectedItems,
    environment,
    itemToKey: (item) => item?.value,
    onSelectedItemsChange: ({ selectedItems: items }) => onChange(items.map((item) => item.value)),
  });
  const select = useSelect<SelectOption>({
    items: options,
    selectedItem: null,
    environment,
    itemToString: (item) => item?.label ?? '',
    stateReducer: (state, { changes, type }) => {
      const picked =
        type === useSelect.stateChangeTypes.ToggleButtonKeyDownEnter ||
        type === useSelect.stateChangeTypes.ToggleButtonKeyDownSpaceButton ||
        type === useSelect.stateChangeTypes.ItemClick;
      if (picked) return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
      // Downshift picks the highlighted option when the button loses focus; here a pick toggles, so leaving with
      // Tab would unpick the option just picked.
      if (type === useSelect.stateChangeTypes.ToggleButtonBlur) return { ...changes, selectedItem: null };
      return changes;
    },
    onSelectedItemChange: ({ selectedItem }) => selectedItem && toggle(selectedItem),
  });
  const floating = useAnchoredMenu(select.isOpen);
  const labelProps = select.getLabelProps();
  const errorId = `${labelProps.id}-error`;

  return (
    <div ref={anchor} className={cx('mym-select', error && 'mym-select--invalid', className)}>
      <label className="mym-field__label" id={labelProps.id} htmlFor={labelProps.htmlFor}>
        {label}
      </label>
      <div ref={floating.refs.setReference} className="mym-select__control">
        <SelectedChips
          items={selectedItems}
          removeLabel={removeLabel}
          onRemove={toggle}
          selectedItemProps={getSelectedItemProps}
        />
        <div
          className="mym-select__toggle"
          {...select.getToggleButtonProps({
            ...getDropdownProps({ preventKeyAction: select.isOpen, disabled }),
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
            'aria-disabled': disabled || undefined,
          })}
        >
          <span className="mym-select__placeholder">{selectedItems.length ? '' : placeholder}</span>
          <ChevronDownIcon className="mym-select__chevron" />
        </div>
      </div>
      <Portal>
        <ul
          className={cx('mym-menu', !select.isOpen && 'mym-menu--closed')}
          {...select.getMenuProps(
            { ref: floating.refs.setFloating, 'aria-multiselectable': true },
            { suppressRefError: true },
          )}
          style={{ ...floating.floatingStyles, '--mym-menu-visible-items': visibleItems } as CSSProperties}
        >
          {select.isOpen &&
            options.map((option, index) => {
              const chosen = value.includes(option.value);
              return (
                <li
                  key={option.value}
                  className={cx(
                    'mym-menu__item',
                    select.highlightedIndex === index && 'mym-menu__item--highlighted',
                    chosen && 'mym-menu__item--selected',
                  )}
                  {...select.getItemProps({ item: option, index, 'aria-selected': chosen })}
                >
                  {option.prefix && <span className="mym-menu__prefix">{option.prefix}</span>}
                  <span className="mym-menu__label">{option.label}</span>
                  {chosen && <CheckIcon className="mym-menu__check" />}
                </li>
              );
            })}
        </ul>
      </Portal>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
