/**
 * What a person typed, chose or ticked in an island's server-rendered fields before its code ran. Hydration resets
 * those fields (react-hook-form writes its default values into each input it registers), so the island keeps them
 * aside and, once React owns the fields, types them back in through React's own events: the form's state then
 * holds them too, not only the screen. Nothing changed: nothing kept, nothing done.
 */

type FieldValue = { kind: 'text'; value: string } | { kind: 'checked'; checked: boolean };

type Caret = { key: string; start: number | null; end: number | null; direction: string | null };

type Kept = { values: Map<string, FieldValue>; focused: Caret | undefined };

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs that hold no typed text (or a choice handled as `checked`). */
const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

const CHOICES = new Set(['checkbox', 'radio']);

const FIELDS = 'input, textarea, select';

/**
 * Keeps what the person changed in `island`, following further typing until `restore` is called. `restore` waits
 * for React to have committed the island's fields, then puts the kept values back.
 */
export function keepTypedFields(island: HTMLElement): { restore: () => Promise<void> } {
  const kept: Kept = { values: new Map(), focused: undefined };
  const first = changedFields(island);
  kept.values = first.values;
  kept.focused = first.focused;
  // Typing while React hydrates: keep the field's latest value, even one typed back to its default. The other
  // fields are not read again: hydration may have reset them already.
  const record = (event: Event) => {
    const field = event.target;
    if (!(field instanceof Element) || !field.matches(FIELDS) || holdsNothingTyped(field)) return;
    const key = [...fieldsByKey(island)].find(([, candidate]) => candidate === field)?.[0];
    if (!key) return;
    kept.values.set(key, currentValue(field as Field));
    kept.focused = { key, ...caretOf(field as Field) };
  };
  const events = ['input', 'change'] as const;
  for (const type of events) island.addEventListener(type, record, true);
  return {
    restore: async () => {
      if (kept.values.size > 0) await whenReactOwns(island, [...kept.values.keys()]);
      for (const type of events) island.removeEventListener(type, record, true);
      if (kept.values.size === 0) return;
      putBack(island, kept);
    },
  };
}

function changedFields(island: HTMLElement): Kept {
  const values = new Map<string, FieldValue>();
  for (const [key, field] of fieldsByKey(island)) {
    const value = changedValue(field);
    if (value) values.set(key, value);
  }
  const active = document.activeElement;
  let focused: Caret | undefined;
  if (active && island.contains(active) && active.matches(FIELDS)) {
    const key = [...fieldsByKey(island)].find(([, field]) => field === active)?.[0];
    if (key) focused = { key, ...caretOf(active as Field) };
  }
  return { values, focused };
}

/** A file, hidden or button input: nothing a person types, nothing to put back. */
function holdsNothingTyped(field: Element): boolean {
  return field instanceof HTMLInputElement && NOT_TEXT.has(field.type) && !CHOICES.has(field.type);
}

function currentValue(field: Field): FieldValue {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? { kind: 'checked', checked: field.checked }
    : { kind: 'text', value: field.value };
}

function changedValue(field: Field): FieldValue | undefined {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].some((option) => option.selected !== option.defaultSelected);
    return chosen ? { kind: 'text', value: field.value } : undefined;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked ? { kind: 'checked', checked: field.checked } : undefined;
  }
  if (holdsNothingTyped(field)) return undefined;
  return field.value !== field.defaultValue ? { kind: 'text', value: field.value } : undefined;
}

/** Each field under a key that survives hydration replacing the element: its id, else its name and rank. */
function fieldsByKey(island: HTMLElement): Map<string, Field> {
  const byKey = new Map<string, Field>();
  const seen = new Map<string, number>();
  for (const field of island.querySelectorAll<Field>(FIELDS)) {
    const base = field.id ? `#${field.id}` : `${field.tagName}[name=${field.getAttribute('name') ?? ''}]`;
    const rank = seen.get(base) ?? 0;
    seen.set(base, rank + 1);
    byKey.set(field.id ? base : `${base}:${rank}`, field);
  }
  return byKey;
}

function caretOf(field: Field): Omit<Caret, 'key'> {
  try {
    if (field instanceof HTMLSelectElement) return { start: null, end: null, direction: null };
    return { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection };
  } catch {
    // Email and number inputs have no selection to read.
    return { start: null, end: null, direction: null };
  }
}

/**
 * React 19 hydrates in a transition, possibly over several tasks, and a lazily split screen later still: a field is
 * React's once its fiber belongs to the committed tree (the root's current one), when its ref callbacks, and so
 * react-hook-form's default values, have run. Then one more task lets the commit's effects run.
 */
async function whenReactOwns(island: HTMLElement, keys: string[]): Promise<void> {
  const owned = () => {
    const fields = fieldsByKey(island);
    return keys.every((key) => {
      const field = fields.get(key);
      return field !== undefined && isCommitted(field);
    });
  };
  // A field the new screen no longer has must not hold the rest back for ever.
  const giveUpAt = performance.now() + 10_000;
  while (!owned() && performance.now() < giveUpAt) await nextFrame();
  await nextFrame();
}

type FiberLike = { tag?: number; return?: FiberLike | null; stateNode?: { current?: unknown } };

const HOST_ROOT = 3;

function isCommitted(field: Element): boolean {
  const fiberKey = Object.keys(field).find((key) => key.startsWith('__reactFiber$'));
  if (!fiberKey) return false;
  let fiber = (field as unknown as Record<string, FiberLike | undefined>)[fiberKey];
  while (fiber?.return) fiber = fiber.return;
  return fiber?.tag === HOST_ROOT && fiber.stateNode?.current === fiber;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function putBack(island: HTMLElement, kept: Kept): void {
  const fields = fieldsByKey(island);
  for (const [key, value] of kept.values) {
    const field = fields.get(key);
    if (field) typeBack(field, value);
  }
  const focused = kept.focused && fields.get(kept.focused.key);
  if (!focused || !kept.focused) return;
  focused.focus();
  const { start, end, direction } = kept.focused;
  if (focused instanceof HTMLSelectElement || start === null || end === null) return;
  try {
    focused.setSelectionRange(
      start,
      end,
      (direction ?? undefined) as 'forward' | 'backward' | 'none' | undefined,
    );
  } catch {
    // A field without a selection keeps the caret where the browser put it.
  }
}

/** Through the prototype's setter, so React's value tracker sees a change and its onChange runs. */
function typeBack(field: Field, value: FieldValue): void {
  if (value.kind === 'checked') {
    // A click is what React listens to on a checkbox or radio; it also flips `checked` like the person did.
    if (field instanceof HTMLInputElement && field.checked !== value.checked) field.click();
    return;
  }
  const prototype =
    field instanceof HTMLSelectElement
      ? HTMLSelectElement.prototype
      : field instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
}
