import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCreatorClient } from '../creator-client';
import { pushQueries } from './push-queries';

/**
 * How many fans a push to the chosen audiences reaches, from the API: each fan once, however many of the
 * audiences they are in (adding the audiences' own counts would count them twice). The same number the composer,
 * the recap and the list show. Undefined until the API has answered once; 0 when nothing is chosen.
 */
export function useRecipientTotal(targets: readonly string[]): number | undefined {
  const client = useCreatorClient();
  const query = useQuery({
    ...pushQueries.recipients(client, targets),
    enabled: targets.length > 0,
    // While a new choice is counted, the last total stays rather than a blank.
    placeholderData: keepPreviousData,
  });
  if (targets.length === 0) return 0;
  return query.data;
}
