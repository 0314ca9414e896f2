import {
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * A field registered with react-hook-form that also carries its stored value as `defaultValue`. react-hook-form
 * sets a field's value through its ref, which the server's render never has: without it the page's HTML shows the
 * field empty (a select, its first option) until the form's code runs, and a select's first option would be taken
 * for a person's choice by the page's typed-before-hydration script.
 */
export function registerStored<Form extends FieldValues, Name extends FieldPath<Form>>(
  form: UseFormReturn<Form>,
  name: Name,
  options?: RegisterOptions<Form, Name>,
) {
  // A field of an input or a select holds one text or number (a form's lists are fields of their own).
  const defaultValue = get(form.formState.defaultValues, name) as string | number | undefined;
  return { defaultValue, ...form.register(name, options) };
}

/**
 * The same for a checkbox or a radio, whose stored value shows as `defaultChecked`: a checkbox without `value` is
 * ticked when its field holds `true`; a radio (or a checkbox of a list) with `value` when its field holds that
 * value (or a list holding it). Without it the page's HTML shows every box unticked until the form's code runs,
 * and a box the person ticked meanwhile would be compared with that, not with what was stored.
 */
export function registerStoredChoice<Form extends FieldValues, Name extends FieldPath<Form>>(
  form: UseFormReturn<Form>,
  name: Name,
  value?: string,
  options?: RegisterOptions<Form, Name>,
) {
  const stored: unknown = get(form.formState.defaultValues, name);
  const defaultChecked =
    value === undefined
      ? stored === true
      : Array.isArray(stored)
        ? stored.map(String).includes(value)
        : stored !== undefined && stored !== null && String(stored) === value;
  return { ...(value === undefined ? {} : { value }), defaultChecked, ...form.register(name, options) };
}
