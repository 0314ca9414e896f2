import { boolean, enums, type Infer, object, optional, string } from 'superstruct';
import { REFERRAL_USER_TYPES } from '../constants';

/** What sign-up tells the identity service besides the credentials (spec 3 "Sign-up client metadata", 5). */
export const signUpClientMetadataStruct = object({
  acceptPrivacyPolicy: boolean(),
  acceptTermsOfService: boolean(),
  acceptTermsOfUse: boolean(),
  sponsorId: optional(string()),
  sponsorType: optional(enums(REFERRAL_USER_TYPES)),
});
export type SignUpClientMetadata = Infer<typeof signUpClientMetadataStruct>;

/**
 * The identity service only carries client metadata as string -> string, so booleans travel as
 * 'true'/'false' and absent sponsor fields are left out rather than sent empty.
 */
export function encodeSignUpClientMetadata(metadata: SignUpClientMetadata): Record<string, string> {
  const encoded: Record<string, string> = {
    acceptPrivacyPolicy: String(metadata.acceptPrivacyPolicy),
    acceptTermsOfService: String(metadata.acceptTermsOfService),
    acceptTermsOfUse: String(metadata.acceptTermsOfUse),
  };
  if (metadata.sponsorId !== undefined) encoded.sponsorId = metadata.sponsorId;
  if (metadata.sponsorType !== undefined) encoded.sponsorType = metadata.sponsorType;
  return encoded;
}
