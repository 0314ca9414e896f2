import type { UseQueryResult } from '@tanstack/react-query';

/** Where a composer's loading stands: its choices and the record being edited, or one error for all of them. */
export type ComposerLoad<T> =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'success'; data: T };

type LoadQuery = Pick<UseQueryResult, 'isError' | 'isFetching' | 'refetch'>;

/** One error for every load that failed, whose retry refetches just those; undefined while none failed. */
export function failedLoad(queries: readonly LoadQuery[]): ComposerLoad<never> | undefined {
  const failed = queries.filter((query) => query.isError);
  if (failed.length === 0) return undefined;
  return {
    status: 'error',
    retry: () => {
      for (const query of failed) void query.refetch();
    },
    retrying: failed.some((query) => query.isFetching),
  };
}
