import { type CalendarEntry, CreatorApiError } from '@mym/sdk';
import { scheduledAtErrors } from '@mym/sdk/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCreatorClient } from '../creator-client';
import { calendarQueries } from './calendar-queries';

/** What became of a move, for the screen to say (a status when it went through, an alert otherwise). */
export type MoveOutcome =
  | { kind: 'moved'; entry: CalendarEntry; to: Date }
  | { kind: 'refused'; entry: CalendarEntry; errorKey: string }
  | { kind: 'stale'; entry: CalendarEntry }
  | { kind: 'failed'; entry: CalendarEntry };

interface Move {
  entry: CalendarEntry;
  to: Date;
}

/**
 * Moves a scheduled post or push to another instant, by the composers' rules: the schedule rule of spec 5 is
 * checked first in the creator's zone (a past hour, a restricted day, beyond 3 months never leaves the page), then
 * the API judges again. A push carries the version it was read at, so a push changed elsewhere answers 409 and
 * the creator is told rather than overwriting it; the calendar reloads either way.
 */
export function useMoveEntry(context: { timeZone: string; restrictedDays: readonly string[] }) {
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ entry, to }: Move): Promise<MoveOutcome> => {
      // Restricted days close pushes only: the post composer lets a post go out on one.
      const [errorKey] = scheduledAtErrors(to, new Date(), {
        timeZone: context.timeZone,
        restrictions: entry.kind === 'push' ? context.restrictedDays : [],
      });
      if (errorKey) return { kind: 'refused', entry, errorKey };
      const scheduledAt = to.toISOString();
      try {
        if (entry.kind === 'push') {
          await client.pushes.update(entry.id, {
            scheduledAt,
            ...(entry.version === null ? {} : { version: entry.version }),
          });
        } else if (entry.kind === 'post') {
          await client.posts.update(entry.id, { scheduledAt });
        } else {
          return { kind: 'failed', entry };
        }
        return { kind: 'moved', entry, to };
      } catch (error) {
        if (!(error instanceof CreatorApiError)) throw error;
        if (error.status === 409) return { kind: 'stale', entry };
        const key = error.status === 400 ? error.fields?.scheduledAt?.[0] : undefined;
        return key ? { kind: 'refused', entry, errorKey: key } : { kind: 'failed', entry };
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarQueries.all }),
  });
  return mutation;
}
