import type { PushForm } from '@mym/sdk';
import type { TFunction } from 'i18next';
import { type FieldPath, get, type UseFormReturn } from 'react-hook-form';

/** The translated error of a field, from the spec 5 key the rules put there (spec 4: shown under the field). */
export function fieldError(
  form: UseFormReturn<PushForm>,
  name: FieldPath<PushForm>,
  t: TFunction,
): string | undefined {
  const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? t(message) : undefined;
}
