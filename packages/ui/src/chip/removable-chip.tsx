import { forwardRef, type HTMLAttributes } from 'react';
import { CloseIcon } from '../icons/icons';

export interface RemovableChipProps extends HTMLAttributes<HTMLSpanElement> {
  label: string;
  /** Translated name of the remove button, e.g. "Remove Fans". */
  removeLabel: string;
  onRemove: () => void;
}

/**
 * A chosen item shown as a chip with its remove button (multi-select, tag input). The button is out of the tab
 * order: downshift moves between chips with the arrow keys and removes with Backspace/Delete.
 */
export const RemovableChip = forwardRef<HTMLSpanElement, RemovableChipProps>(function RemovableChip(
  { label, removeLabel, onRemove, className, ...rest },
  ref,
) {
  return (
    <span ref={ref} className={className ? `mym-chip ${className}` : 'mym-chip'} {...rest}>
      {label}
      <button
        type="button"
        tabIndex={-1}
        className="mym-chip__remove"
        aria-label={removeLabel}
        onClick={(event) => {
          event.stopPropagation();
          onRemove();
        }}
      >
        <CloseIcon />
      </button>
    </span>
  );
});

/**
 * The chosen items of a downshift multiple selection as removable chips, each one a selected item downshift moves
 * to with the arrow keys (`getSelectedItemProps`).
 */
export function SelectedChips<Item extends { value: string; label: string }>({
  items,
  removeLabel,
  onRemove,
  selectedItemProps,
}: {
  items: readonly Item[];
  removeLabel: (label: string) => string;
  onRemove: (item: Item) => void;
  selectedItemProps: (options: { selectedItem: Item; index: number }) => HTMLAttributes<HTMLSpanElement>;
}) {
  return items.map((item, index) => (
    <RemovableChip
      key={item.value}
      label={item.label}
      removeLabel={removeLabel(item.label)}
      onRemove={() => onRemove(item)}
      {...selectedItemProps({ selectedItem: item, index })}
    />
  ));
}
