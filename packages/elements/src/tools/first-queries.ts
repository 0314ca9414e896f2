import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { toolsQueries } from './tools-queries';

/**
 * The tools page: the creator (the gate) and what each tool holds. The referral link is read in the browser: its
 * address is the page's own (the server cannot know the host the creator sees) and its QR code draws there.
 */
export const toolsFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  toolsQueries.summary(client),
];
