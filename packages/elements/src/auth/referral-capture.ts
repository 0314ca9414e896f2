import { readReferral } from '@mym/sdk/contract';
import { dispatchSession } from './session-store';

/** Keeps `?creator=<id>` or `?ambassador=<id>` of a sign-up visit in the session store (spec 3 "Referral"). */
export function captureReferral(search: string): void {
  const referral = readReferral(new URLSearchParams(search));
  if (referral) dispatchSession({ type: 'referralCaptured', referral });
}
