import type { CreatorRow } from '../db/schema';
import type { MediaUrls } from '../media/media-urls';

/** An uploaded profile picture wins over a picture URL set by hand (or by the identity). */
export function avatarUrlOf(row: CreatorRow, urls: MediaUrls): string | null {
  return row.profile_picture_media_id ? urls.url(row.profile_picture_media_id, 'file') : row.avatar_url;
}

/** The creator as the contract exposes it (spec 3 "Creator"). */
export function toCreator(row: CreatorRow, urls: MediaUrls) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    displayName: row.display_name,
    bio: row.bio,
    avatarUrl: avatarUrlOf(row, urls),
    category: row.category,
    certificationStatus: row.certification_status,
    privacyPolicyAccepted: row.privacy_policy_accepted,
    termsOfServiceAccepted: row.terms_of_service_accepted,
    termsOfUseAccepted: row.terms_of_use_accepted,
    timeZone: row.time_zone,
  };
}
