import type { FieldErrors as SpecFieldErrors } from '@mym/sdk';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * react-hook-form's errors from the spec's field errors: the first key shows under the field, every key rides in
 * `types` (spec 4: a single message or several typed messages). `discount.price` nests like the form's values.
 */
export function toFormErrors<Form extends FieldValues>(fields: SpecFieldErrors): FieldErrors<Form> {
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
  return errors as FieldErrors<Form>;
}

/** A resolver over a rule of `@mym/sdk/rules`: every criterion at once on submit (spec 5 "Generic"). */
export function rulesResolver<Form extends FieldValues>(
  validate: (values: Form) => SpecFieldErrors,
): Resolver<Form> {
  return (values) => {
    const fields = validate(values);
    return Object.keys(fields).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: toFormErrors<Form>(fields) };
  };
}
