import type { CreatorClient, InboxFilter } from '@mym/sdk';
import { toMinorUnits } from '@mym/sdk/rules';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

/** What the inbox shows: one filter at a time (or none), and a name searched for. */
export interface InboxView {
  filter: InboxFilter | null;
  /** For `spent_over`: lifetime spend strictly above this, in minor units. */
  minSpend: number | null;
  search: string;
}

/** "Spent over X": the amount the filter starts at, in the creator's currency. */
export const DEFAULT_MIN_SPEND = 50;

/** The inbox as it opens: every conversation, nothing searched. */
export const FIRST_INBOX_VIEW: InboxView = {
  filter: null,
  minSpend: toMinorUnits(DEFAULT_MIN_SPEND),
  search: '',
};

/**
 * The messages' server data, one `queryOptions` factory per call (DESIGN "State"). Every key starts with
 * `messages`, so a live event can refresh the inbox and one thread without knowing the screens.
 */
export const messageQueries = {
  all: ['messages'] as const,
  inboxes: () => [...messageQueries.all, 'inbox'] as const,
  inbox: (client: CreatorClient, view: InboxView) =>
    infiniteQueryOptions({
      queryKey: [...messageQueries.inboxes(), view],
      queryFn: ({ pageParam }) =>
        client.messages.inbox({
          ...(view.filter ? { filter: view.filter } : {}),
          ...(view.filter === 'spent_over' && view.minSpend !== null ? { minSpend: view.minSpend } : {}),
          ...(view.search.trim() ? { search: view.search.trim() } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.cursor,
    }),
  thread: (conversationId: string) => [...messageQueries.all, 'thread', conversationId] as const,
  conversation: (client: CreatorClient, conversationId: string) =>
    queryOptions({
      queryKey: [...messageQueries.thread(conversationId), 'detail'],
      queryFn: () => client.messages.conversation(conversationId),
    }),
  /** Newest page first; older pages are fetched as the creator scrolls back in time. */
  messages: (client: CreatorClient, conversationId: string) =>
    infiniteQueryOptions({
      queryKey: [...messageQueries.thread(conversationId), 'messages'],
      queryFn: ({ pageParam }) =>
        client.messages.messages(conversationId, pageParam ? { cursor: pageParam } : {}),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.cursor,
    }),
  purchases: (client: CreatorClient, conversationId: string) =>
    queryOptions({
      queryKey: [...messageQueries.thread(conversationId), 'purchases'],
      queryFn: () => client.messages.purchases(conversationId),
    }),
  /** Every media the fan received and whether they bought it, from the API (not only the loaded pages). */
  sentMedias: (client: CreatorClient, conversationId: string) =>
    queryOptions({
      queryKey: [...messageQueries.thread(conversationId), 'medias'],
      queryFn: () => client.messages.sentMedias(conversationId),
    }),
  savedReplies: (client: CreatorClient) =>
    queryOptions({
      queryKey: [...messageQueries.all, 'saved-replies'],
      queryFn: () => client.messages.savedReplies(),
    }),
};
