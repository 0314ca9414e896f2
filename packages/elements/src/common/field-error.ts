import type { TFunction } from 'i18next';
import { type FieldPath, type FieldValues, type FormState, get } from 'react-hook-form';

/** The translated error of a field, from the spec 5 key the rules put there (spec 4: shown under the field), for
 * any of the composers' forms (or a field's own `useFormState`). */
export function fieldError<Form extends FieldValues>(
  form: { formState: Pick<FormState<Form>, 'errors'> },
  name: FieldPath<Form>,
  t: TFunction,
): string | undefined {
  const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? t(message) : undefined;
}
