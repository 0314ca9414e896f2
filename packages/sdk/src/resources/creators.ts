import {
  type Creator,
  type CreatorUpdate,
  creatorStruct,
  type ProfilePicture,
  profilePictureStruct,
  type StorageUsage,
  storageUsageStruct,
} from '../contract/creator';
import { type SubscriptionPrice, subscriptionPriceStruct } from '../contract/fan';
import type { Money } from '../contract/scalars';
import { CALL_ERROR_MESSAGES } from '../errors';
import type { ApiRequest } from '../http/request';
import { CREATOR_ERROR_MESSAGES } from './creator-messages';

export interface CreatorResource {
  /** The signed-in creator (spec 7 `GET /creators/me`). */
  me(): Promise<Creator>;
  /** Edits the profile or records accepted terms (`PATCH /creators/me`); only the given fields are sent. */
  update(changes: CreatorUpdate): Promise<Creator>;
  /** `GET /creators/me/profile-picture`: the picture's URL, `null` when the creator has none. */
  profilePicture(): Promise<ProfilePicture>;
  /** `PUT /creators/me/profile-picture` with `{ mediaId }`: an uploaded image becomes the picture; `null` removes it. */
  setProfilePicture(mediaId: string | null): Promise<ProfilePicture>;
  /** `GET /creators/me/storage`: cloud bytes used and the quota uploads are held to. */
  storage(): Promise<StorageUsage>;
  /** `GET /creators/me/subscription-price`: the monthly price fans pay to subscribe, `null` while none is sold. */
  subscriptionPrice(): Promise<SubscriptionPrice>;
  /** `PUT /creators/me/subscription-price`: sets it (minor units, 5..1000 like a push price), `null` sells none. */
  setSubscriptionPrice(price: Money | null): Promise<SubscriptionPrice>;
}

export function createCreatorResource(request: ApiRequest): CreatorResource {
  return {
    me: () =>
      request('GET', '/creators/me', {
        errorMessage: CALL_ERROR_MESSAGES.getCreator,
        response: creatorStruct,
      }),
    update: (changes) =>
      request('PATCH', '/creators/me', {
        errorMessage: CREATOR_ERROR_MESSAGES.updateCreator,
        body: changes,
        response: creatorStruct,
      }),
    profilePicture: () =>
      request('GET', '/creators/me/profile-picture', {
        errorMessage: CALL_ERROR_MESSAGES.getCreatorProfilePicture,
        response: profilePictureStruct,
      }),
    setProfilePicture: (mediaId) =>
      request('PUT', '/creators/me/profile-picture', {
        errorMessage: CREATOR_ERROR_MESSAGES.setCreatorProfilePicture,
        body: { mediaId },
        response: profilePictureStruct,
      }),
    storage: () =>
      request('GET', '/creators/me/storage', {
        errorMessage: CREATOR_ERROR_MESSAGES.fetchStorageUsage,
        response: storageUsageStruct,
      }),
    subscriptionPrice: () =>
      request('GET', '/creators/me/subscription-price', {
        errorMessage: CREATOR_ERROR_MESSAGES.fetchSubscriptionPrice,
        response: subscriptionPriceStruct,
      }),
    setSubscriptionPrice: (price) =>
      request('PUT', '/creators/me/subscription-price', {
        errorMessage: CREATOR_ERROR_MESSAGES.updateSubscriptionPrice,
        body: { price },
        response: subscriptionPriceStruct,
      }),
  };
}
