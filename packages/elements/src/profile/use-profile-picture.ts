import type { CreatorClient } from '@mym/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCreatorClient } from '../creator-client';

export const PROFILE_PICTURE_QUERY_KEY = ['creator', 'me', 'profile-picture'] as const;

/** `GET /creators/me/profile-picture` (spec 7). */
export function profilePictureQuery(client: CreatorClient) {
  return queryOptions({
    queryKey: PROFILE_PICTURE_QUERY_KEY,
    queryFn: () => client.creator.profilePicture(),
  });
}

/** The creator's picture, read once per screen. */
export function useProfilePicture() {
  return useQuery(profilePictureQuery(useCreatorClient()));
}
