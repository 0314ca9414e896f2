import { mediaKind } from '@mym/constants';
import {
  boolean,
  enums,
  type Infer,
  integer,
  min,
  nullable,
  object,
  optional,
  refine,
  string,
  type,
} from 'superstruct';
import { idStruct, moneyStruct, resourceReferenceStruct, secondsStruct } from './scalars';

export type { MediaKind } from '@mym/constants';
export { mediaKind };

/** `image`, `video` or a MIME type of either (`image/jpeg`, `video/mp4`). */
export const mediaTypeStruct = refine(string(), 'mediaType', (value) => mediaKind(value) !== null);

/** A stored media of the cloud (spec 3 "Media item"); price in minor units, duration in seconds. */
export const mediaItemStruct = object({
  id: idStruct,
  type: mediaTypeStruct,
  preview: nullable(string()),
  isScheduled: boolean(),
  isPrivate: boolean(),
  /** The older name of `isPrivate`, still answered by some producers (spec 3 "also isPrivate"). */
  private: optional(boolean()),
  price: nullable(moneyStruct),
  imageCount: min(integer(), 0),
  videoCount: min(integer(), 0),
  duration: nullable(secondsStruct),
  /** How many posts and pushes use it: a media in use cannot be deleted. */
  usedIn: optional(min(integer(), 0)),
  /** What uses it, so the cloud can say it: posts, pushes (medias or teaser), the profile picture. */
  usedBy: optional(
    object({ posts: min(integer(), 0), pushes: min(integer(), 0), profilePicture: boolean() }),
  ),
  /** The name of the file it was uploaded as, which the cloud's search looks in. */
  name: optional(string()),
  /**
   * A placeholder of the preview to paint while it loads (thumbhash, base64; `thumbHashToDataURL` of the
   * `thumbhash` package makes an image of it). Null or absent while the media has no preview.
   */
  thumbhash: optional(nullable(string())),
  /** A signed link to the original file (the preview is a 480 px thumbnail or poster); null when none is stored. */
  url: optional(nullable(string())),
});
export type MediaItem = Infer<typeof mediaItemStruct>;

/** What the media picker writes into a form: id, preview URL and file type (spec 2 "Collection screen"). */
export const mediaChoiceStruct = object({
  id: idStruct,
  preview: nullable(string()),
  type: mediaTypeStruct,
});
export type MediaChoice = Infer<typeof mediaChoiceStruct>;

/** A media named by id in a payload (post media, push medias and teaser). */
export const mediaReferenceStruct = object({ id: resourceReferenceStruct });
export type MediaReference = Infer<typeof mediaReferenceStruct>;

/** Form lists of medias only need the id; the rest of the picked item may ride along (spec 3 "medias"). */
export const mediaWithIdStruct = type({ id: idStruct });

/** File types an upload may carry (spec 3 "Upload file"). */
export const UPLOAD_FILE_TYPES = ['image', 'photo', 'video', 'application/pdf'] as const;

/**
 * A file the creator uploads (spec 3 "Upload file"). `id` is the media id the server gave it once the upload
 * finished; until then `isLoading` is true and the file cannot be referenced by a payload.
 */
export const uploadFileStruct = object({
  id: optional(idStruct),
  url: string(),
  type: enums(UPLOAD_FILE_TYPES),
  name: string(),
  preview: string(),
  duration: secondsStruct,
  isLoading: boolean(),
});
export type UploadFile = Infer<typeof uploadFileStruct>;
