import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A wizard's form rules whose code loads on the form's first check (a submit, a step's next), not with the form:
 * react-hook-form awaits a resolver, so the errors it shows are the same, once the rules are here.
 */
export function lazyRules<Form extends FieldValues>(load: () => Promise<Resolver<Form>>): Resolver<Form> {
  return async (values, context, options) => (await load())(values, context, options);
}
