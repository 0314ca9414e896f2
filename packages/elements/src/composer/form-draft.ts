import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form being composed, kept for the browser tab (sessionStorage) until it is published, so that a reload or
 * the trip through the cloud and the steps on separate pages never loses what was typed. One draft per record:
 * `new`, or a key of the record as it was read (an edit started from another version starts afresh).
 */
export interface FormDraft<Form> {
  load(key: string): Form | null;
  save(key: string, form: Form): void;
  clear(key: string): void;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (privacy settings, sandboxed frame): the draft lives only as long as the screen.
    return null;
  }
}

/**
 * The drafts of one kind of form (`post`, `push`). `revive` turns the stored JSON back into the form (dates, a
 * media whose upload was cut by the page going away) and throws on a shape it does not accept.
 */
export function formDraft<Form>(
  kind: string,
  revive: (stored: Record<string, unknown>) => Form,
): FormDraft<Form> {
  const prefix = `mym-${kind}-draft:`;
  const draft: FormDraft<Form> = {
    load(key) {
      const text = storage()?.getItem(prefix + key);
      if (!text) return null;
      try {
        return revive(JSON.parse(text) as Record<string, unknown>);
      } catch {
        // A draft from an older shape, or tampered with: start again rather than show a broken form.
        draft.clear(key);
        return null;
      }
    },
    save(key, form) {
      try {
        storage()?.setItem(prefix + key, JSON.stringify(form));
      } catch {
        // Quota reached: the draft is a convenience, the form on screen is still whole.
      }
    },
    clear(key) {
      storage()?.removeItem(prefix + key);
    },
  };
  return draft;
}

/** Saves the draft on every change of the form. */
export function useDraftSaving<Form extends FieldValues>(
  form: UseFormReturn<Form>,
  draft: FormDraft<Form>,
  key: string,
): void {
  useEffect(() => {
    const subscription = form.watch(() => draft.save(key, form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, draft, key]);
}
