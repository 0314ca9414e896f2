import type { CreatorAuth } from '@mym/sdk';
import { readReferral } from '@mym/sdk/contract';

/** Keeps `?creator=<id>` or `?ambassador=<id>` of a sign-up visit for after the sign-in (spec 3 "Referral"). */
export function captureReferral(search: string, auth: Pick<CreatorAuth, 'rememberReferral'>): void {
  const referral = readReferral(new URLSearchParams(search));
  if (referral) auth.rememberReferral(referral);
}
