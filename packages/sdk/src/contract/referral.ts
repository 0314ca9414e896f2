import { enums, type Infer, integer, max, min, object } from 'superstruct';
import { REFERRAL_USER_TYPES } from '../constants';
import { STORED_INTEGER_MAX } from './scalars';

/** Who sponsored a sign-up (spec 3); `POST /creators/referral` sends exactly this (spec 7). */
export const referralStruct = object({
  id: max(min(integer(), 1), STORED_INTEGER_MAX),
  userType: enums(REFERRAL_USER_TYPES),
});
export type Referral = Infer<typeof referralStruct>;
export type ReferralUserType = Referral['userType'];

/**
 * Reads the referral from the query parameters `creator` or `ambassador` (spec 3): `?creator=42` is a creator
 * referral of id 42. Anything that is not a positive whole number is ignored rather than sent.
 */
export function readReferral(query: URLSearchParams): Referral | null {
  for (const userType of REFERRAL_USER_TYPES) {
    const raw = query.get(userType);
    if (raw !== null && /^[1-9]\d*$/.test(raw)) {
      const id = Number(raw);
      if (id <= STORED_INTEGER_MAX) return { id, userType };
    }
  }
  return null;
}
