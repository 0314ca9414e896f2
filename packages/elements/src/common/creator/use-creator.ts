import type { CreatorClient } from '@mym/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCreatorClient } from '../../creator-client';

export const CREATOR_QUERY_KEY = ['creator', 'me'] as const;

/** `GET /creators/me`: every private screen's first read. */
export function creatorQuery(client: CreatorClient) {
  return queryOptions({ queryKey: CREATOR_QUERY_KEY, queryFn: () => client.creator.me() });
}

/** The signed-in creator, read once per screen (spec 7: no retry, no refetch). */
export function useCreator() {
  return useQuery(creatorQuery(useCreatorClient()));
}
