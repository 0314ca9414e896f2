import { CreatorApiError } from '@mym/sdk';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormDraft } from './form-draft';

/** Whether the API refused a write because the record changed or moved on since it was read (409). */
export function isConflict(error: unknown): boolean {
  return error instanceof CreatorApiError && error.status === 409;
}

/** Whether the API refused the form's values (400): its errors show under their fields, not as a failure. */
export function isFieldRefusal(error: unknown): boolean {
  return error instanceof CreatorApiError && error.status === 400;
}

/**
 * Saving a wizard's form. Once saved, the draft goes, the lists that show the record refresh, the host hears it
 * and the confirmation shows in place of the recap. A refusal of some fields (a media gone, a day closed since)
 * puts each error under its field and goes back to the form.
 */
export function useWizardSave<Form extends FieldValues, Saved, Step>({
  form,
  draft,
  draftKey,
  lists,
  send,
  onSaved,
  confirmation,
  formStep,
  go,
  fieldOf = (wireField) => wireField as FieldPath<Form>,
}: {
  form: UseFormReturn<Form>;
  draft: FormDraft<Form>;
  draftKey: string;
  /** The queries that list such records. */
  lists: QueryKey;
  send: () => Promise<Saved>;
  /** The host's `onCreated` or `onUpdated`. */
  onSaved: ((saved: Saved) => void) | undefined;
  confirmation: (saved: Saved) => Step;
  formStep: Step;
  go: (step: Step, replace?: boolean) => void;
  /** The form's field a field of the API's payload stands for. */
  fieldOf?: (wireField: string, values: Form) => FieldPath<Form>;
}) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<Saved | null>(null);
  const save = useMutation({
    mutationFn: send,
    onSuccess: (record) => {
      draft.clear(draftKey);
      void queryClient.invalidateQueries({ queryKey: lists });
      setSaved(record);
      onSaved?.(record);
      go(confirmation(record), true);
    },
    onError: (error) => {
      if (!(error instanceof CreatorApiError) || error.status !== 400 || !error.fields) return;
      const values = form.getValues();
      for (const [wireField, keys] of Object.entries(error.fields)) {
        if (keys[0]) form.setError(fieldOf(wireField, values), { message: keys[0] });
      }
      go(formStep);
    },
  });
  /** A fresh form for another record: the draft, the saved record and the failure go. */
  const restart = (values: Form) => {
    draft.clear(draftKey);
    form.reset(values);
    setSaved(null);
    save.reset();
  };
  return { save, saved, restart };
}
