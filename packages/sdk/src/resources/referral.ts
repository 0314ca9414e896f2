import { type Sponsorship, sponsorshipStruct } from '../contract/calendar';
import type { Referral } from '../contract/referral';
import { CALL_ERROR_MESSAGES, GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import type { ApiRequest } from '../http/request';
import { CREATOR_ERROR_MESSAGES } from './creator-messages';

export interface ReferralResource {
  /** Records who sponsored the creator (`POST /creators/referral`, spec 7); id and user type are required. */
  post(referral: Referral): Promise<void>;
  /**
   * `GET /creators/me/referral`: the creator's own sponsor reference (their sign-up link's `?creator=<id>`) and how
   * many creators signed up with it.
   */
  sponsorship(): Promise<Sponsorship>;
}

export function createReferralResource(request: ApiRequest): ReferralResource {
  return {
    async post(referral) {
      requireArgument(referral?.id, GUARD_MESSAGES.id);
      requireArgument(referral.userType, GUARD_MESSAGES.userType);
      const { id, userType } = referral;
      // The answer's shape is not shown (spec 7): the call succeeds or throws, nothing more is promised.
      await request('POST', '/creators/referral', {
        errorMessage: CALL_ERROR_MESSAGES.postReferral,
        body: { id, userType } satisfies Referral,
      });
    },
    sponsorship: () =>
      request('GET', '/creators/me/referral', {
        errorMessage: CREATOR_ERROR_MESSAGES.fetchSponsorship,
        response: sponsorshipStruct,
      }),
  };
}
