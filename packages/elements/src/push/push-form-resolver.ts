import { type PushForm, type FieldErrors as SpecFieldErrors, validatePushForm } from '@mym/sdk';
import type { ScheduleContext } from '@mym/sdk/rules';
import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * react-hook-form's errors from the spec's field errors: the first key shows under the field, every key rides in
 * `types` (spec 4: a single message or several typed messages). `discount.price` nests like the form's values.
 */
export function toFormErrors(fields: SpecFieldErrors): FieldErrors<PushForm> {
  const errors: Record<string, unknown> = {};
  for (const [path, keys] of Object.entries(fields)) {
    if (!keys[0]) continue;
    const error = {
      type: 'rule',
      message: keys[0],
      types: Object.fromEntries(keys.map((key) => [key, key])),
    };
    const [head, ...rest] = path.split('.');
    if (!head) continue;
    if (rest.length === 0) errors[head] = error;
    else errors[head] = { ...(errors[head] as object | undefined), [rest.join('.')]: error };
  }
  return errors as FieldErrors<PushForm>;
}

/** The push form rules of spec 5, every criterion at once on submit, judged in the creator's time zone. */
export function pushFormResolver(schedule: () => ScheduleContext): Resolver<PushForm> {
  return (values) => {
    const fields = validatePushForm(values, new Date(), schedule());
    return Object.keys(fields).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: toFormErrors(fields) };
  };
}
