import { useQuery } from '@tanstack/react-query';
import { useCreatorClient } from '../../creator-client';

export const CREATOR_QUERY_KEY = ['creator', 'me'] as const;

/** The signed-in creator, read once per screen (spec 7: no retry, no refetch). */
export function useCreator() {
  const client = useCreatorClient();
  return useQuery({ queryKey: CREATOR_QUERY_KEY, queryFn: () => client.creator.me() });
}
