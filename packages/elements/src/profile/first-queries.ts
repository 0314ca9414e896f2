import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { glanceQueries } from './glance-queries';
import { profilePictureQuery } from './use-profile-picture';
import { subscriptionPriceQuery } from './use-subscription-price';

/** The profile (the creator's home): the creator, their picture and the four figures of the glance. */
export const profileFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  profilePictureQuery(client),
  glanceQueries.month(client),
  glanceQueries.unread(client),
  glanceQueries.next(client),
  glanceQueries.lastPush(client),
];

/** The profile's form: the creator, their picture and their subscription price. */
export const profileEditFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  profilePictureQuery(client),
  subscriptionPriceQuery(client),
];
