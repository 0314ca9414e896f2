/**
 * The messages of the creator's own calls and the referral's, in the catalogue style of spec 8. They stand apart
 * from the other resources' (messages.ts, which includes them): the creator's resource loads with every screen,
 * the others with their first call, and their messages with them.
 */
export const CREATOR_ERROR_MESSAGES = {
  updateCreator: 'Error while updating creator',
  setCreatorProfilePicture: 'Error while updating creator profile picture',
  fetchStorageUsage: 'Error while fetching storage usage',
  fetchSubscriptionPrice: 'Error while fetching subscription price',
  updateSubscriptionPrice: 'Error while updating subscription price',
  fetchSponsorship: 'Error while fetching referral',
} as const;
