import { type ComponentType, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { RemovableChip } from '../chip/removable-chip';
import { cx } from '../class-names';
import { FieldError } from '../field/field-shell';
import { TAG_MAX_COUNT } from '../limits';
import type { TagComboboxProps, TagInputProps } from './tag-combobox';
import { type TagItem, tagFromText } from './tag-options';

export type { TagInputProps } from './tag-combobox';

type TagCombobox = ComponentType<TagComboboxProps>;
let combobox: Promise<TagCombobox> | undefined;
/** Once here, every tag field of the page shows the combobox from its first render. */
let loadedCombobox: TagCombobox | undefined;
/** The combobox's code (downshift, about 11 KB gzip) loads when a creator first reaches a tag field. */
const loadCombobox = () => {
  combobox ??= import('./tag-combobox').then(
    (module) => {
      loadedCombobox = module.TagCombobox;
      return module.TagCombobox;
    },
    (error: unknown) => {
      combobox = undefined;
      throw error;
    },
  );
  return combobox;
};

/** Fetches the tag field's suggestions code ahead of a first focus (tests that type at once, a host that knows). */
export async function preloadTagInput(): Promise<void> {
  await loadCombobox();
}

/**
 * A combobox that collects tags (spec 2 "Tag-input combobox"): pick a suggestion (click, Enter or Tab), or type a
 * word and a space. The label shows how many tags remain as "(n)"; at the maximum the input is hidden and disabled.
 *
 * A screen shows the field at once, as it stands; its suggestions' code loads when the creator focuses or points
 * at it, and takes over with what was typed meanwhile and the focus where it was.
 */
export function TagInput(props: TagInputProps) {
  const [Combobox, setCombobox] = useState<TagCombobox | null>(() => loadedCombobox ?? null);
  const [draft, setDraft] = useState('');
  const host = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const wake = () => {
    if (Combobox) return;
    loadCombobox().then(
      (loaded) => {
        const root = host.current?.getRootNode() as Document | ShadowRoot | undefined;
        hadFocus.current = Boolean(root?.activeElement && host.current?.contains(root.activeElement));
        setCombobox(() => loaded);
      },
      // The network lost it: the field still takes words and a space; the next focus tries again.
      () => undefined,
    );
  };
  useLayoutEffect(() => {
    if (!Combobox || !hadFocus.current) return;
    const input = host.current?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [Combobox]);

  return (
    // Lays out as the field itself: the host only tells where the focus was when the combobox takes over.
    <div ref={host} style={{ display: 'contents' }}>
      {Combobox ? (
        <Combobox {...props} initialInput={draft} />
      ) : (
        <TagInputAtRest {...props} draft={draft} onDraft={setDraft} onWake={wake} />
      )}
    </div>
  );
}

/** The tag field before its suggestions' code has arrived: the same label, tags and input, words and a space. */
function TagInputAtRest({
  label,
  items,
  value,
  onChange,
  max = TAG_MAX_COUNT,
  allowCreate = true,
  removeLabel = (name) => `tag_remove ${name}`,
  placeholder,
  error,
  className,
  draft,
  onDraft,
  onWake,
}: TagInputProps & { draft: string; onDraft: (text: string) => void; onWake: () => void }) {
  const id = useId();
  const errorId = `${id}-error`;
  const remaining = Math.max(0, max - value.length);
  const full = remaining === 0;
  const add = (tag: TagItem) => {
    onDraft('');
    if (full || value.some((t) => t.value === tag.value)) return;
    onChange([...value, { label: tag.label, value: tag.value }]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const tag = event.key === ' ' ? tagFromText(items, draft, allowCreate) : null;
    if (!tag) return;
    event.preventDefault();
    add(tag);
  };
  return (
    <div className={cx('mym-tag-input', error && 'mym-tag-input--invalid', className)}>
      <label className="mym-field__label" id={`${id}-label`} htmlFor={id}>
        {label} <span className="mym-tag-input__remaining">({remaining})</span>
      </label>
      <div className="mym-select__control">
        {value.map((tag) => (
          <RemovableChip
            key={tag.value}
            label={tag.label}
            removeLabel={removeLabel(tag.label)}
            onRemove={() => onChange(value.filter((chosen) => chosen.value !== tag.value))}
          />
        ))}
        <input
          id={id}
          className="mym-tag-input__input"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          aria-labelledby={`${id}-label`}
          autoComplete="off"
          placeholder={placeholder}
          hidden={full}
          disabled={full}
          value={draft}
          onChange={(event) => onDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={onWake}
          onPointerEnter={onWake}
          onPointerDown={onWake}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
