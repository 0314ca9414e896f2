/** A tag the creator can pick or type (spec 3 "Tag item"). */
export interface TagItem {
  label: string;
  value: string;
}

/** A menu entry: an existing tag, or the typed text offered as a new one. */
export interface TagOption extends TagItem {
  isNew?: boolean;
}

/** How typed text becomes a tag: lowercased and trimmed (spec 2 "Tag-input combobox"). */
export function normalizeTag(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Suggestions for the typed text: tags not chosen yet whose label contains it. When none match and creation is
 * allowed, the typed text itself is offered (spec 2).
 */
export function tagOptions(
  items: readonly TagItem[],
  chosen: readonly TagItem[],
  inputValue: string,
  allowCreate: boolean,
): TagOption[] {
  const text = normalizeTag(inputValue);
  const taken = new Set(chosen.map((tag) => tag.value));
  const matches = items.filter((item) => !taken.has(item.value) && item.label.toLowerCase().includes(text));
  if (matches.length === 0 && allowCreate && text && !taken.has(text)) {
    return [{ label: text, value: text, isNew: true }];
  }
  return matches;
}

/** The tag typed text stands for: an existing one with that label, else a new one when creation is allowed. */
export function tagFromText(
  items: readonly TagItem[],
  inputValue: string,
  allowCreate: boolean,
): TagItem | null {
  const text = normalizeTag(inputValue);
  if (!text) return null;
  const existing = items.find((item) => item.label.toLowerCase() === text);
  if (existing) return existing;
  return allowCreate ? { label: text, value: text } : null;
}
