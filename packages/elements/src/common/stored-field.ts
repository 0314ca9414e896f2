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
