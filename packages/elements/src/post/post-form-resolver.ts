import { type PostForm, validatePostForm } from '@mym/sdk';
import type { ScheduleContext } from '@mym/sdk/rules';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { toFormErrors } from '../push/push-form-resolver';

/** The post form rules of spec 5, every criterion at once on submit, judged in the creator's time zone. */
export function postFormResolver(schedule: () => ScheduleContext): Resolver<PostForm> {
  return (values) => {
    const fields = validatePostForm(values, new Date(), schedule());
    return Object.keys(fields).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: toFormErrors(fields) as FieldErrors<PostForm> };
  };
}
