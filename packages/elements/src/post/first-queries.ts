import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { postQueries } from './post-queries';

/** The post list: the creator (the gate and the schedule's zone) and their posts. */
export const postListFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  postQueries.list(client),
];

/** The post wizard: the creator (their zone), their playlists, the days already holding something and the post. */
export const postComposerFirstQueries =
  (postId?: string): FirstQueries =>
  (client) => [
    creatorQuery(client),
    postQueries.playlists(client),
    postQueries.publicationDays(client),
    ...(postId ? [postQueries.detail(client, postId)] : []),
  ];

/** One post: the creator (the gate) and the post. */
export const postPageFirstQueries =
  (postId: string): FirstQueries =>
  (client) => [creatorQuery(client), postQueries.detail(client, postId)];
