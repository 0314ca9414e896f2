/**
 * Interface-only constants of spec 9. Business bounds (caption length, file sizes, prices) belong to the SDK.
 */

/** How long a toast stays on screen (spec 9 "Toast 3000 ms"). */
export const TOAST_DURATION_MS = 3000;

/** Circular progress switches from band 0 to band 1 at this value (spec 2, spec 9). */
export const PROGRESS_BAND_1_FROM = 66;
/** Circular progress switches from band 1 to band 2 at this value (spec 2, spec 9). */
export const PROGRESS_BAND_2_FROM = 95;

/** Distance from the bottom, in px, at which an infinite list asks for more (spec 2 "Layout", spec 9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 50;

/** Options a select menu shows before it scrolls (spec 2, spec 9). */
export const SELECT_VISIBLE_ITEMS = 5;

/** Boxes of the code entry when the caller gives no length (spec 2, spec 9). */
export const CODE_LENGTH = 6;

/** Tags the tag-input combobox accepts when the caller gives no maximum (spec 9). */
export const TAG_MAX_COUNT = 3;

/** Files an upload zone accepts when the caller gives no maximum (spec 2, spec 9). */
export const UPLOAD_MAX_FILES = 3;
/** Files the profile-picture upload zone accepts (spec 2, spec 9). */
export const PROFILE_PICTURE_MAX_FILES = 1;

/** How far ahead, in months, the date picker allows by default (spec 5 "Calendar", spec 9). */
export const CALENDAR_MAX_MONTHS_AHEAD = 3;
