import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * Wraps a change the creator makes (create, rename, delete, move...) so that, once it is saved, every query under
 * `queryKey` is refreshed: the lists and details that show what changed never keep the old state.
 */
export function useRefreshedChange(queryKey: QueryKey) {
  const queries = useQueryClient();
  return <A extends unknown[], R>(change: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await change(...args);
      await queries.invalidateQueries({ queryKey });
      return result;
    };
}
