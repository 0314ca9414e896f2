import { useQuery } from '@tanstack/react-query';
import { useCreatorClient } from '../creator-client';

export const PROFILE_PICTURE_QUERY_KEY = ['creator', 'me', 'profile-picture'] as const;

/** The creator's picture (spec 7 `GET /creators/me/profile-picture`), read once per screen. */
export function useProfilePicture() {
  const client = useCreatorClient();
  return useQuery({ queryKey: PROFILE_PICTURE_QUERY_KEY, queryFn: () => client.creator.profilePicture() });
}
