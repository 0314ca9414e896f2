import { type PostForm, validatePostForm } from '@mym/sdk';
import type { ScheduleContext } from '@mym/sdk/rules';
import type { Resolver } from 'react-hook-form';
import { rulesResolver } from '../common/form-errors';

/** The post form rules of spec 5, every criterion at once on submit, judged in the creator's time zone. */
export function postFormResolver(schedule: () => ScheduleContext): Resolver<PostForm> {
  return rulesResolver<PostForm>((values) => validatePostForm(values, new Date(), schedule()));
}
