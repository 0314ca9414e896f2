import { NAME_MAX_LENGTH, PUBLICATION_MEDIAS_MAX } from '../constants';

/** A message, a saved reply and a fan note hold at most this many characters (as a caption, spec 9). */
export const MESSAGE_TEXT_MAX_LENGTH = 1500;
/** A private note on a fan: as long as a message. */
export const FAN_NOTE_MAX_LENGTH = 1500;
/** Medias one paid message may carry (as a push). */
export const MESSAGE_MEDIAS_MAX = PUBLICATION_MEDIAS_MAX;
/** Saved replies a creator may keep. */
export const SAVED_REPLIES_MAX = 100;
/** Conversations per inbox page and messages per conversation page. */
export const INBOX_PAGE_SIZE = 50;
export const CONVERSATION_PAGE_SIZE = 50;
/** A name searched for in the inbox. */
export const INBOX_SEARCH_MAX_LENGTH = NAME_MAX_LENGTH;
