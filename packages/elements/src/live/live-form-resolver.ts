import { type LiveForm, validateLiveForm } from '@mym/sdk';
import type { Resolver } from 'react-hook-form';
import { rulesResolver } from '../common/form-errors';

/** The live rules on submit, every criterion at once, judged in the creator's zone against the push prices. */
export function liveFormResolver(
  context: () => { timeZone: string; restrictions: readonly string[]; priceRanges: readonly number[] },
): Resolver<LiveForm> {
  return rulesResolver<LiveForm>((values) => validateLiveForm(values, { ...context(), now: new Date() }));
}
