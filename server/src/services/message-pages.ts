import {
  CONVERSATION_PAGE_SIZE,
  type Message,
  type MessagePage,
  type MessagePageQuery,
} from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { decodeCursor, encodeCursor, messagePage } from '../db/messages';
import type { Database, MessageRow } from '../db/schema';
import { validationFailed } from '../http/validation';

/** A cursor the API did not write is a bad request, reported under its field. */
export function readCursor(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const decoded = decodeCursor(cursor);
  if (!decoded) throw validationFailed({ cursor: ['mandatory_field_is_empty_error'] });
  return decoded;
}

/**
 * One page of a thread, newest first, as either side reads it (the creator's conversation, the fan's thread): one
 * row more than the page is read, so the cursor is given only when an older page exists.
 */
export async function threadPage(
  db: Kysely<Database>,
  fanId: string,
  query: MessagePageQuery,
  present: (rows: MessageRow[]) => Promise<Message[]>,
): Promise<MessagePage> {
  const limit = query.limit ?? CONVERSATION_PAGE_SIZE;
  const rows = await messagePage(db, fanId, limit + 1, readCursor(query.cursor));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    messages: await present(page),
    cursor: rows.length > limit && last ? encodeCursor(last.sent_at, last.id) : null,
  };
}
