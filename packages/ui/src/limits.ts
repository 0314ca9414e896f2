/**
 * The interface constants of spec 9 the kit reads, from their one home (`@mym/constants`, shared with the SDK),
 * under the names the kit's components and callers use.
 */
import { PROGRESS_BANDS, TAG_MAX } from '@mym/constants/spec';

export {
  CALENDAR_MAX_MONTHS_AHEAD,
  CODE_LENGTH,
  INFINITE_SCROLL_THRESHOLD_PX,
  PROFILE_PICTURE_MAX_FILES,
  SELECT_VISIBLE_ITEMS,
  TOAST_DURATION_MS,
  UPLOAD_MAX_FILES,
} from '@mym/constants/spec';

/** Tags the tag-input combobox accepts when the caller gives no maximum (spec 9). */
export const TAG_MAX_COUNT = TAG_MAX;
/** Circular progress switches from band 0 to band 1 at this value (spec 2, spec 9). */
export const PROGRESS_BAND_1_FROM = PROGRESS_BANDS[0];
/** Circular progress switches from band 1 to band 2 at this value (spec 2, spec 9). */
export const PROGRESS_BAND_2_FROM = PROGRESS_BANDS[1];
