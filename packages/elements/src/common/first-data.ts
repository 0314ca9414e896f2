import type { CreatorClient } from '@mym/sdk';
import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/**
 * A screen's first reads, answered before its code runs: the host's server reads them with the creator's token
 * and hands the answers to the screen, which renders them at once instead of asking the API again from the
 * browser. Each answer is stored under the very key the screen's own query uses, so the screen finds it.
 */
export interface FirstAnswer {
  queryKey: QueryKey;
  data: unknown;
  /** When the server read it (ms since the epoch), so the cache knows its age. */
  at: number;
}

/** The answers a screen starts with; an empty list (or none) and the screen reads the API itself, as before. */
export type FirstData = readonly FirstAnswer[];

/**
 * One read of a screen: the `queryOptions` (or `infiniteQueryOptions`, read as its first page) of the query the
 * screen itself runs. Loosely typed: a screen's reads answer different records.
 */
export interface FirstQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
  initialPageParam?: unknown;
}

/** What a screen reads first, from the SDK client the host builds for it. */
export type FirstQueries = (client: CreatorClient) => readonly FirstQuery[];

/**
 * Reads a screen's first queries together and keeps what answered within `deadlineMs`; a read that fails, is
 * refused or is late is left out, and the screen reads it itself in the browser (its errors and the sign-in
 * redirect shown as they are today).
 */
export async function readFirstData(
  client: CreatorClient,
  queries: FirstQueries,
  deadlineMs: number,
): Promise<FirstData> {
  const queryClient = createQueryClient();
  const answers: FirstAnswer[] = [];
  const reads = queries(client).map(async (query) => {
    if (typeof query.queryFn !== 'function') return;
    const data =
      'initialPageParam' in query
        ? await queryClient.fetchInfiniteQuery(query as FetchInfiniteQueryOptions)
        : await queryClient.fetchQuery(query as FetchQueryOptions);
    answers.push({ queryKey: query.queryKey, data, at: Date.now() });
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, deadlineMs);
  });
  await Promise.race([Promise.allSettled(reads), late]);
  clearTimeout(timer);
  // A copy: reads still running after the deadline must not change what was handed over.
  return [...answers];
}

/** Puts the server's answers into a screen's query cache before it renders. */
export function seedFirstData(queryClient: QueryClient, firstData: FirstData | undefined): void {
  for (const answer of firstData ?? []) {
    queryClient.setQueryData(answer.queryKey, answer.data, { updatedAt: answer.at });
  }
}
