import { boolean, type Infer, integer, min, nullable, object, string } from 'superstruct';
import { BIO_MAX_LENGTH, NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../constants';
import { partialObject } from './partial-object';
import { boundedText, idStruct, resourceReferenceStruct, timeZoneStruct } from './scalars';

/**
 * The signed-in creator (`GET /creators/me`, spec 3, 7): the fields of spec 3 plus the display fields the
 * profile screens show. `category` 'astro' marks astro creators (ASTRO_CREATOR_CATEGORY).
 */
export const creatorStruct = object({
  id: idStruct,
  username: string(),
  email: nullable(string()),
  displayName: nullable(string()),
  bio: nullable(string()),
  avatarUrl: nullable(string()),
  category: string(),
  certificationStatus: string(),
  privacyPolicyAccepted: boolean(),
  termsOfServiceAccepted: boolean(),
  termsOfUseAccepted: boolean(),
  /** The creator's IANA zone: their "today", calendars and schedule hours. */
  timeZone: string(),
});
export type Creator = Infer<typeof creatorStruct>;

/**
 * `PATCH /creators/me`: the fields a creator edits on the profile and the terms-acceptance screen (spec 2).
 * Identity-owned fields (username, email) and server-owned ones (category, certification) are not writable.
 */
export const creatorUpdateStruct = partialObject(
  object({
    displayName: nullable(boundedText(NAME_MAX_LENGTH)),
    bio: nullable(boundedText(BIO_MAX_LENGTH)),
    avatarUrl: nullable(boundedText(URL_MAX_LENGTH)),
    privacyPolicyAccepted: boolean(),
    termsOfServiceAccepted: boolean(),
    termsOfUseAccepted: boolean(),
    timeZone: timeZoneStruct,
  }),
);
export type CreatorUpdate = Infer<typeof creatorUpdateStruct>;

/** `GET /creators/me/storage`: bytes of the creator's cloud in use and the quota the API enforces on uploads. */
export const storageUsageStruct = object({ used: min(integer(), 0), total: min(integer(), 0) });
export type StorageUsage = Infer<typeof storageUsageStruct>;

/** `GET /creators/me/profile-picture` (spec 7 does not show the shape): the picture's URL, null when none. */
export const profilePictureStruct = object({ url: nullable(string()) });
export type ProfilePicture = Infer<typeof profilePictureStruct>;

/** `PUT /creators/me/profile-picture`: an uploaded image by id, or null to remove the picture. */
export const profilePictureUpdateStruct = object({ mediaId: nullable(resourceReferenceStruct) });
export type ProfilePictureUpdate = Infer<typeof profilePictureUpdateStruct>;
