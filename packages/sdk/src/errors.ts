/**
 * The error catalogue of spec 8. Every message the SDK throws is one of these strings, spelled exactly as the
 * spec writes it, so that callers (and translations) can match on them.
 */

/** Thrown before any request when a required argument is missing (spec 8, guard messages). */
export const GUARD_MESSAGES = {
  code: 'Code is required',
  user: 'User is required',
  username: 'Username is required',
  password: 'Password is required',
  provider: 'Provider is required',
  id: 'ID is required',
  userType: 'User type is required',
  calendarId: 'Calendar ID is required',
  redirectUri: 'Redirect URI is required',
  bookingId: 'Booking id is required',
  startDate: 'startDate is required',
  endDate: 'endDate is required',
  date: 'date is required',
  collectionId: 'collection id is required',
  lowercaseId: 'id is required',
} as const;

/** Messages of failed calls (spec 8, wrapped call errors). */
export const CALL_ERROR_MESSAGES = {
  getCreator: 'Error during getting creator',
  getCreatorProfilePicture: 'Error during getting creator profile picture',
  postReferral: 'Error during posting creator referral',
  fetchCreatorInformation: 'Error while fetching creator information',
  getCollections: 'Error while getting collections',
  getCollectionById: 'Error while getting collections by id',
  createPush: 'Error while creating push',
  fetchPushList: 'Error while fetching push list',
  fetchPushById: 'Error while fetching push by id',
  updatePush: 'Error while updating push',
  deletePush: 'Error while deleting push',
  fetchPushCalendarDates: 'Error while fetching push calendar dates',
  fetchPushCalendarRestrictions: 'Error while fetching push calendar restrictions',
  fetchPushPrices: 'Error while fetching push prices',
  fetchPushDiscountDurations: 'Error while fetching push discount durations',
} as const;

/** Identity messages that mean the session is gone for good: clean up and sign out (spec 4, 8). */
export const INVALID_SESSION_MESSAGES = [
  'Access Token has been revoked',
  'Refresh Token has been revoked',
  'User is disabled.',
  'User does not exist.',
  'Refresh Token has expired',
  'Password reset required for the user',
] as const;

/** Other identity messages of spec 8. */
export const IDENTITY_MESSAGES = {
  noCurrentUser: 'No current user',
  notAuthenticated: 'The user is not authenticated',
  userNotAuthenticated: 'User is not authenticated',
  signOutTimeout: 'Signout timeout fail',
  authenticationError: 'Authentication Error',
  errorCreatingAccount: 'Error creating account',
  networkError: 'Network Error',
} as const;

/** Messages of session calls the spec does not list, in the catalogue's style. */
export const SESSION_MESSAGES = {
  signOutEverywhere: 'Error while signing out everywhere',
} as const;

export type CallErrorMessage = (typeof CALL_ERROR_MESSAGES)[keyof typeof CALL_ERROR_MESSAGES];

/** Field name -> spec error keys, as the API answers them in `error.fields`. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error type every SDK call throws. `message` is the catalogue text; `status`, `code` and `fields`
 * carry what the server answered (absent for network failures and guards), and `cause` the original error.
 */
export class CreatorApiError extends Error {
  override readonly name = 'CreatorApiError';
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly fields: FieldErrors | undefined;

  constructor(
    message: string,
    details: { status?: number; code?: string; fields?: FieldErrors; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.fields = details.fields;
  }
}

export function isInvalidSessionMessage(message: string): boolean {
  return (INVALID_SESSION_MESSAGES as readonly string[]).includes(message);
}
