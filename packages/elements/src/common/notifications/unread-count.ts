import type { CreatorClient, LiveEvent } from '@mym/sdk';
import { useStore } from '@nanostores/react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { atom, type WritableAtom } from 'nanostores';
import { useEffect } from 'react';
import { useCreatorClient } from '../../creator-client';
import { whenIdle } from '../when-idle';

/**
 * The creator's unread notifications, shared by every island and element of the page (each has its own client of
 * the same API): one count and one event stream per API, however many bells and screens show it. The
 * count is read once, then again only when the event stream says notifications changed (DESIGN "Live updates":
 * no polling). Screens that hear `notification.*` events themselves register with `onNotificationEvent`.
 */
interface LiveCount {
  $count: WritableAtom<number | null>;
  users: number;
  close?: (() => void) | undefined;
  listeners: Set<(event: LiveEvent) => void>;
}

/** A page shows one creator of one API: one count for the page. */
const live: LiveCount = { $count: atom<number | null>(null), users: 0, listeners: new Set() };

function refresh(client: CreatorClient) {
  client.notifications.unreadCount().then(
    (count) => live.$count.set(count),
    // A failed read leaves the last count; the next event reads it again.
    () => undefined,
  );
}

/** `GET /notifications/unread-count`: the count the bell starts with, when the host's server read it first. */
export function unreadCountQuery(client: CreatorClient) {
  return queryOptions({
    queryKey: ['notifications', 'unread-count'],
    queryFn: () => client.notifications.unreadCount(),
  });
}

function start(client: CreatorClient, known?: number) {
  live.users += 1;
  if (live.users > 1) return;
  // A count the page came with shows at once and is not asked again; the stream says when it changes.
  const asked = known === undefined || live.$count.get() !== null;
  if (!asked) live.$count.set(known);
  let subscription: { close(): void } | undefined;
  const cancel = whenIdle(() => {
    if (asked) refresh(client);
    subscription = client.events.subscribe((event) => {
      if (!event.type.startsWith('notification.')) return;
      refresh(client);
      for (const listener of live.listeners) listener(event);
    });
  });
  live.close = () => {
    cancel();
    subscription?.close();
  };
}

function stop() {
  live.users -= 1;
  if (live.users > 0) return;
  live.close?.();
  live.close = undefined;
}

/** The unread count, live; null until first read. */
export function useUnreadNotificationCount(): number | null {
  const client = useCreatorClient();
  // The count the page came with (it never changes in this island's cache): read from the cache, never put in
  // the page-wide count on the server, which serves every creator.
  const known = useQueryClient().getQueryData(unreadCountQuery(client).queryKey);
  useEffect(() => {
    start(client, known);
    return () => stop();
  }, [client, known]);
  return useStore(live.$count) ?? known ?? null;
}

/** Hears the `notification.*` events of the shared stream (a screen refreshing its list). */
export function useNotificationEvents(listener: (event: LiveEvent) => void): void {
  const client = useCreatorClient();
  useEffect(() => {
    live.listeners.add(listener);
    start(client);
    return () => {
      live.listeners.delete(listener);
      stop();
    };
  }, [client, listener]);
}

/** Sets the count at once from an answer that carries it (marking read), before the stream says so. */
export function setUnreadNotificationCount(count: number): void {
  live.$count.set(count);
}
