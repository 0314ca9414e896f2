import type { CreatorClient } from '@mym/sdk';
import { queryOptions } from '@tanstack/react-query';

/** The tools page's server data, one `queryOptions` factory per call (DESIGN "State"). */
export const toolsQueries = {
  summary: (client: CreatorClient) =>
    queryOptions({ queryKey: ['tools', 'summary'], queryFn: () => client.calendar.tools() }),
  sponsorship: (client: CreatorClient) =>
    queryOptions({ queryKey: ['tools', 'sponsorship'], queryFn: () => client.referral.sponsorship() }),
};
