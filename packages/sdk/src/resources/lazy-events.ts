import { EVENT_STREAM_RETRY_MS } from './event-retry';
import type { EventResource, EventSubscription } from './events';

/**
 * `client.events` whose code (the stream reader and the events' wire shape) loads on the first subscription: a
 * screen shows before the live part of its bell is fetched. A subscription answers at once, as the loaded one
 * does; a load the network lost is told to `onError` and tried again after EVENT_STREAM_RETRY_MS, as a cut stream is.
 */
export function lazyEventResource(load: () => Promise<EventResource>): EventResource {
  let pending: Promise<EventResource> | undefined;
  const resource = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return {
    subscribe(listener, options = {}) {
      let inner: EventSubscription | undefined;
      let closed = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const start = () => {
        resource().then(
          (events) => {
            if (!closed) inner = events.subscribe(listener, options);
          },
          (error: unknown) => {
            if (closed) return;
            options.onError?.(error);
            retry = setTimeout(start, EVENT_STREAM_RETRY_MS);
          },
        );
      };
      start();
      return {
        close() {
          closed = true;
          clearTimeout(retry);
          inner?.close();
        },
        get lastEventId() {
          return inner ? inner.lastEventId : options.lastEventId;
        },
      };
    },
  };
}
