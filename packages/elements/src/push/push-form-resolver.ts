import { type PushForm, validatePushForm } from '@mym/sdk';
import type { ScheduleContext } from '@mym/sdk/rules';
import type { Resolver } from 'react-hook-form';
import { rulesResolver } from '../common/form-errors';

/** The push form rules of spec 5, every criterion at once on submit, judged in the creator's time zone. */
export function pushFormResolver(schedule: () => ScheduleContext): Resolver<PushForm> {
  return rulesResolver<PushForm>((values) => validatePushForm(values, new Date(), schedule()));
}
