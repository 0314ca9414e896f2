import type { LiveEvent } from '@mym/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { whenIdle } from '../common/when-idle';
import { useCreatorClient } from '../creator-client';
import { messageQueries } from './message-queries';

/**
 * Keeps the inbox and the threads current from the creator's event stream (DESIGN "Live updates": no polling):
 * an event names what changed, and only the screens holding it fetch again. `onEvent` hears each event after.
 */
export function useLiveMessages(onEvent?: (event: LiveEvent) => void): void {
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const listener = useRef(onEvent);
  listener.current = onEvent;
  useEffect(() => {
    let subscription: { close(): void } | undefined;
    // The stream's code and connection wait for the screen to be painted and idle, as the bell's do.
    const cancel = whenIdle(() => {
      subscription = client.events.subscribe((event) => {
        void queryClient.invalidateQueries({ queryKey: messageQueries.inboxes() });
        if (event.conversationId)
          void queryClient.invalidateQueries({ queryKey: messageQueries.thread(event.conversationId) });
        listener.current?.(event);
      });
    });
    return () => {
      cancel();
      subscription?.close();
    };
  }, [client, queryClient]);
}
