/**
 * The part of @tanstack/react-query every island runs (the client, its caches, `useQuery`), in one chunk of the
 * product's own: split by the bundler's default rule it came in four small files on every screen, each with its
 * imports and gzip's fresh start. The hooks only some screens call (mutations, infinite lists, several queries at
 * once) keep chunks of their own, so a screen without them does not download them.
 */
export const QUERY_CHUNK = {
  name: 'query',
  test: (id: string) =>
    /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/.test(id) &&
    !/(mutationObserver|useMutation|useMutationState|useIsMutating|infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions|useSuspenseInfiniteQuery|queriesObserver|useQueries)\.js$/.test(
      id,
    ),
};
