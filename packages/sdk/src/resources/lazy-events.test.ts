import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../contract/events';
import { EVENT_STREAM_RETRY_MS } from './event-retry';
import type { EventResource } from './events';
import { lazyEventResource } from './lazy-events';

const EVENT: LiveEvent = {
  id: '7',
  type: 'notification.created',
  conversationId: null,
  messageId: null,
  entryId: null,
  at: '2026-11-26T08:00:00.000Z',
};

/** An event stream that delivers one event to each subscriber and records closes. */
function loadedEvents() {
  const closed = vi.fn();
  const events: EventResource = {
    subscribe(listener) {
      queueMicrotask(() => listener(EVENT));
      return { close: closed, lastEventId: EVENT.id };
    },
  };
  return { events, closed };
}

afterEach(() => vi.useRealTimers());

describe("the live events' code loads on the first subscription (a screen never waits for its bell)", () => {
  it('loads nothing until a subscription, then delivers the events and closes the stream when told', async () => {
    const { events, closed } = loadedEvents();
    const load = vi.fn(async () => events);
    const resource = lazyEventResource(load);
    expect(load).not.toHaveBeenCalled();
    const heard = await new Promise<LiveEvent>((resolve) => {
      const subscription = resource.subscribe((event) => {
        resolve(event);
        subscription.close();
      });
    });
    expect(heard).toEqual(EVENT);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens no stream for a subscription closed before the code arrived', async () => {
    const subscribe = vi.fn(loadedEvents().events.subscribe);
    const resource = lazyEventResource(async () => ({ subscribe }));
    const subscription = resource.subscribe(() => undefined, { lastEventId: '3' });
    expect(subscription.lastEventId).toBe('3');
    subscription.close();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('tells onError when the code could not load, and tries again after the retry delay', async () => {
    vi.useFakeTimers();
    const { events } = loadedEvents();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk lost')).mockResolvedValue(events);
    const onError = vi.fn();
    const heard = vi.fn();
    lazyEventResource(load).subscribe(heard, { onError });
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(new Error('chunk lost'));
    expect(heard).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(EVENT_STREAM_RETRY_MS);
    expect(heard).toHaveBeenCalledWith(EVENT);
  });
});
