/**
 * What a person typed, chose, ticked or picked in an island's server-rendered fields before its code ran, and files
 * dropped on its drop zones. Hydration resets those fields (react-hook-form writes its default values into each
 * input it registers) and nothing listens to a drop yet, so the island keeps them aside and, once React owns the
 * fields, types them back in (and drops the files again) through the events React and the zones listen to: the
 * form's state then holds them too, not only the screen. A form sent meanwhile is sent again then, with what was
 * typed, and a button pressed meanwhile is pressed again. Nothing changed: nothing kept, nothing done.
 */

import { keepPressed, pressAgain } from './pressed-before-hydration';
import { isCommitted, nextFrame } from './react-owned';
import { keepSent, sendAgain } from './sent-before-hydration';

type FieldValue =
  | { kind: 'text'; value: string }
  | { kind: 'checked'; checked: boolean }
  | { kind: 'files'; files: File[] };

/** Files dropped on a drop zone (an element marked `data-drop-zone`), and where they landed. */
type Drop = { target: Element; files: File[] };

type Caret = { key: string; start: number | null; end: number | null; direction: string | null };

type Kept = { values: Map<string, FieldValue>; focused: Caret | undefined; drops: Drop[] };

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs that hold no typed text (a choice is handled as `checked`, a file as `files`). */
const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

/** Inputs nobody types into whose state is kept all the same: choices and picked files. */
const PICKED = new Set(['checkbox', 'radio', 'file']);

const FIELDS = 'input, textarea, select';

/**
 * Keeps what the person changed in `island`, following further typing until `restore` is called. `restore` waits
 * for React to have committed the island's fields, then puts the kept values back.
 */
export function keepTypedFields(island: HTMLElement): { restore: () => Promise<void> } {
  const kept: Kept = { values: new Map(), focused: undefined, drops: [] };
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
  const stopKeepingDrops = keepDrops(island, kept.drops);
  const sending = keepSent(island);
  const pressing = keepPressed(island);
  return {
    restore: async () => {
      const zones = kept.drops.map((drop) => drop.target.closest('[data-drop-zone]') ?? drop.target);
      const sent = sending.sent();
      const pressed = pressing.pressed();
      const elements = [...zones, ...(sent ? [sent.form] : []), ...(pressed ? [pressed] : [])];
      if (kept.values.size > 0 || elements.length > 0) {
        await whenReactOwns(island, [...kept.values.keys()], elements);
      }
      for (const type of events) island.removeEventListener(type, record, true);
      stopKeepingDrops();
      sending.stop();
      pressing.stop();
      if (kept.values.size > 0) putBack(island, kept);
      for (const drop of kept.drops) dropAgain(drop);
      // Last: the form is sent with what was typed back into it.
      if (sent) sendAgain(sent);
      if (pressed) pressAgain(pressed);
    },
  };
}

/**
 * Before its code runs, a file dropped on a drop zone would open in the tab in place of the page: the drop is
 * taken and kept for the zone. Once React owns the zone, its own listeners take drops: this one stands aside.
 */
function keepDrops(island: HTMLElement, drops: Drop[]): () => void {
  const zoneOf = (event: DragEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !event.dataTransfer?.types.includes('Files')) return null;
    const zone = target.closest('[data-drop-zone]');
    return zone && island.contains(zone) && !isCommitted(zone) ? zone : null;
  };
  const onDragOver = (event: DragEvent) => {
    if (zoneOf(event)) event.preventDefault();
  };
  const onDrop = (event: DragEvent) => {
    const zone = zoneOf(event);
    if (!zone) return;
    event.preventDefault();
    const files = [...(event.dataTransfer?.files ?? [])];
    if (files.length > 0) drops.push({ target: event.target as Element, files });
  };
  island.addEventListener('dragover', onDragOver, true);
  island.addEventListener('drop', onDrop, true);
  return () => {
    island.removeEventListener('dragover', onDragOver, true);
    island.removeEventListener('drop', onDrop, true);
  };
}

/** The same files dropped on the same spot, now that the zone listens. */
function dropAgain(drop: Drop): void {
  if (!drop.target.isConnected) return;
  const dataTransfer = new DataTransfer();
  for (const file of drop.files) dataTransfer.items.add(file);
  drop.target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
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
  return { values, focused, drops: [] };
}

/** A hidden or button input: nothing a person types or picks, nothing to put back. */
function holdsNothingTyped(field: Element): boolean {
  return field instanceof HTMLInputElement && NOT_TEXT.has(field.type) && !PICKED.has(field.type);
}

function currentValue(field: Field): FieldValue {
  if (field instanceof HTMLInputElement && field.type === 'file') {
    return { kind: 'files', files: [...(field.files ?? [])] };
  }
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? { kind: 'checked', checked: field.checked }
    : { kind: 'text', value: field.value };
}

function changedValue(field: Field): FieldValue | undefined {
  if (field instanceof HTMLSelectElement) {
    // With no option marked in the HTML the browser shows its first one: that is not a person's choice either.
    const options = [...field.options];
    const shown = options.some((option) => option.defaultSelected)
      ? options.filter((option) => option.defaultSelected)
      : options.filter((option) => !option.disabled).slice(0, field.multiple ? 0 : 1);
    const chosen = options.some((option) => option.selected !== shown.includes(option));
    return chosen ? { kind: 'text', value: field.value } : undefined;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked ? { kind: 'checked', checked: field.checked } : undefined;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') {
    return field.files?.length ? currentValue(field) : undefined;
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
 * Until React owns the kept fields, the zones dropped on, the form sent and the button pressed (see `isCommitted`):
 * then its ref callbacks, and so react-hook-form's default values, have run. Then one more task lets the commit's
 * effects run.
 */
async function whenReactOwns(island: HTMLElement, keys: string[], elements: Element[] = []): Promise<void> {
  const owned = () => {
    const fields = fieldsByKey(island);
    return (
      keys.every((key) => {
        const field = fields.get(key);
        return field !== undefined && isCommitted(field);
      }) && elements.every((element) => !element.isConnected || isCommitted(element))
    );
  };
  // A field the new screen no longer has must not hold the rest back for ever.
  const giveUpAt = performance.now() + 10_000;
  while (!owned() && performance.now() < giveUpAt) await nextFrame();
  await nextFrame();
}

function putBack(island: HTMLElement, kept: Kept): void {
  const fields = fieldsByKey(island);
  for (const [key, value] of kept.values) {
    const field = fields.get(key);
    if (field) typeBack(field, value);
  }
  const focused = kept.focused && fields.get(kept.focused.key);
  if (!focused || !kept.focused) return;
  // The caret goes back only where hydration dropped it: a person already in a field (this one or the next they
  // went to) keeps typing there, and their next keys must not land in the field they left.
  const active = document.activeElement;
  if (active && active !== document.body) return;
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
  if (value.kind === 'files') {
    // The picked files themselves, as the browser's picker hands them: React listens to `change` on a file input.
    if (!(field instanceof HTMLInputElement) || field.type !== 'file' || field.disabled) return;
    const picked = new DataTransfer();
    for (const file of value.files) picked.items.add(file);
    field.files = picked.files;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
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
