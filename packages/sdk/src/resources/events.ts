import { mask } from 'superstruct';
import { type LiveEvent, liveEventStruct } from '../contract/events';
import { readEventStream } from '../http/event-stream';
import type { ApiTransport } from '../http/request';
import { EVENT_STREAM_RETRY_MS } from './event-retry';

export { EVENT_STREAM_RETRY_MS } from './event-retry';

export interface EventSubscription {
  /** Stops listening and closes the stream. */
  close(): void;
  /** The id of the last event received: where a new subscription resumes. */
  readonly lastEventId: string | undefined;
}

export interface EventSubscribeOptions {
  /** Resume after this event (events missed since are sent first). */
  lastEventId?: string;
  /** Told when the stream fails; it reconnects after EVENT_STREAM_RETRY_MS unless closed. */
  onError?: (error: unknown) => void;
}

/** `client.events`: the signed-in client's live events (`GET /events`), resumed after a cut where they stopped. */
export interface EventResource {
  subscribe(listener: (event: LiveEvent) => void, options?: EventSubscribeOptions): EventSubscription;
}

export function createEventResource(options: { send: ApiTransport['send']; path?: string }): EventResource {
  const path = options.path ?? '/events';
  return {
    subscribe(listener, subscribeOptions = {}) {
      const controller = new AbortController();
      let lastEventId = subscribeOptions.lastEventId;
      const connect = async (): Promise<void> => {
        const headers: Record<string, string> = { accept: 'text/event-stream' };
        if (lastEventId) headers['last-event-id'] = lastEventId;
        const response = await options.send('GET', path, { headers, signal: controller.signal });
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          throw new Error(`Event stream refused (${response.status})`);
        }
        for await (const streamed of readEventStream(response.body)) {
          if (streamed.id !== undefined) lastEventId = streamed.id;
          let event: LiveEvent;
          try {
            event = mask(JSON.parse(streamed.data), liveEventStruct);
          } catch {
            continue;
          }
          listener(event);
        }
      };
      const run = async () => {
        while (!controller.signal.aborted) {
          try {
            await connect();
          } catch (error) {
            if (controller.signal.aborted) return;
            subscribeOptions.onError?.(error);
          }
          if (controller.signal.aborted) return;
          await new Promise((resolve) => setTimeout(resolve, EVENT_STREAM_RETRY_MS));
        }
      };
      void run();
      return {
        close: () => controller.abort(),
        get lastEventId() {
          return lastEventId;
        },
      };
    },
  };
}
