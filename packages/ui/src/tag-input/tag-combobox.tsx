import { useCombobox, useMultipleSelection } from 'downshift';
import { type KeyboardEvent, useRef, useState } from 'react';
import { SelectedChips } from '../chip/removable-chip';
import { cx } from '../class-names';
import { FieldError } from '../field/field-shell';
import { TAG_MAX_COUNT } from '../limits';
import { useAnchoredMenu } from '../popover/use-anchored-menu';
import { useDownshiftEnvironment } from '../portal/downshift-environment';
import { Portal } from '../portal/portal';
import { type TagItem, type TagOption, tagFromText, tagOptions } from './tag-options';

export interface TagComboboxProps extends TagInputProps {
  /** What the creator typed before the combobox's code arrived: kept, with the menu open on it. */
  initialInput: string;
}

export interface TagInputProps {
  label: string;
  /** Known tags offered as suggestions. */
  items: readonly TagItem[];
  value: readonly TagItem[];
  onChange: (tags: TagItem[]) => void;
  /** Tags allowed in total (spec 9: 3 by default). */
  max?: number;
  /** Whether typed text may become a new tag (spec 2). */
  allowCreate?: boolean;
  /** Translated text of the "create" option, given the typed text. */
  createLabel?: (text: string) => string;
  /** Translated name of a tag's remove button, given its label. */
  removeLabel?: (label: string) => string;
  placeholder?: string;
  error?: string;
  className?: string;
}

/**
 * A combobox that collects tags (spec 2 "Tag-input combobox"): pick a suggestion (click, Enter or Tab), or type a
 * word and a space. The label shows how many tags remain as "(n)"; at the maximum the input is hidden and disabled.
 * `TagInput` shows it once the creator reaches the field (tag-input.tsx).
 */
export function TagCombobox({
  label,
  items,
  value,
  onChange,
  max = TAG_MAX_COUNT,
  allowCreate = true,
  createLabel = (text) => `tag_create ${text}`,
  removeLabel = (name) => `tag_remove ${name}`,
  placeholder,
  error,
  className,
  initialInput,
}: TagComboboxProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const environment = useDownshiftEnvironment(anchor);
  const [inputValue, setInputValue] = useState(initialInput);
  const remaining = Math.max(0, max - value.length);
  const full = remaining === 0;
  const options = full ? [] : tagOptions(items, value, inputValue, allowCreate);

  const add = (tag: TagItem) => {
    setInputValue('');
    if (full || value.some((t) => t.value === tag.value)) return;
    onChange([...value, { label: tag.label, value: tag.value }]);
  };

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<TagItem>({
    selectedItems: value as TagItem[],
    environment,
    itemToKey: (item) => item?.value,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems),
  });
  const combo = useCombobox<TagOption>({
    items: options,
    inputValue,
    selectedItem: null,
    initialIsOpen: initialInput !== '',
    environment,
    itemToString: (item) => item?.label ?? '',
    defaultHighlightedIndex: 0,
    stateReducer: (_state, { changes, type }) => {
      const { InputKeyDownEnter, ItemClick, InputBlur } = useCombobox.stateChangeTypes;
      // A pick closes the menu: left open, its default highlight would be added by the next Tab, and on a phone
      // it covers the fields below, where a tap meant for them picks another tag.
      if (type === InputKeyDownEnter || type === ItemClick)
        return { ...changes, isOpen: false, highlightedIndex: -1, inputValue: '' };
      if (type === InputBlur) return { ...changes, inputValue: '' };
      return changes;
    },
    onStateChange: ({ type, selectedItem, inputValue: typed }) => {
      const { InputKeyDownEnter, ItemClick, InputBlur, InputChange } = useCombobox.stateChangeTypes;
      if ((type === InputKeyDownEnter || type === ItemClick || type === InputBlur) && selectedItem)
        add(selectedItem);
      else if (type === InputBlur) setInputValue('');
      else if (type === InputChange) setInputValue(typed ?? '');
    },
  });
  const floating = useAnchoredMenu(combo.isOpen && options.length > 0);

  // Downshift drops a custom onKeyDown from getDropdownProps while the menu is open; the space rule must always run.
  const dropdown = getDropdownProps({ preventKeyAction: combo.isOpen });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const tag = event.key === ' ' ? tagFromText(items, inputValue, allowCreate) : null;
    if (tag) {
      event.preventDefault();
      add(tag);
    } else {
      dropdown.onKeyDown?.(event);
    }
  };

  const labelProps = combo.getLabelProps();
  const errorId = `${labelProps.id}-error`;
  return (
    <div ref={anchor} className={cx('mym-tag-input', error && 'mym-tag-input--invalid', className)}>
      <label className="mym-field__label" id={labelProps.id} htmlFor={labelProps.htmlFor}>
        {label} <span className="mym-tag-input__remaining">({remaining})</span>
      </label>
      <div ref={floating.refs.setReference} className="mym-select__control">
        <SelectedChips
          items={value}
          removeLabel={removeLabel}
          onRemove={removeSelectedItem}
          selectedItemProps={getSelectedItemProps}
        />
        <input
          className="mym-tag-input__input"
          placeholder={placeholder}
          hidden={full}
          {...combo.getInputProps({ ...dropdown, disabled: full, onKeyDown })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <Portal>
        <ul
          className={cx('mym-menu', !(combo.isOpen && options.length) && 'mym-menu--closed')}
          {...combo.getMenuProps({ ref: floating.refs.setFloating }, { suppressRefError: true })}
          style={floating.floatingStyles}
        >
          {combo.isOpen &&
            options.map((option, index) => (
              <li
                key={`${option.isNew ? 'new' : 'tag'}-${option.value}`}
                className={cx(
                  'mym-menu__item',
                  combo.highlightedIndex === index && 'mym-menu__item--highlighted',
                  option.isNew && 'mym-menu__item--create',
                )}
                {...combo.getItemProps({ item: option, index })}
              >
                <span className="mym-menu__label">
                  {option.isNew ? createLabel(option.label) : option.label}
                </span>
              </li>
            ))}
        </ul>
      </Portal>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
