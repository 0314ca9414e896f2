import type { Kysely } from 'kysely';
import type { MediaChoiceRow } from './medias';
import type { Database } from './schema';

/**
 * The few columns a record shows of a media (id, type, placeholder), read in batches for a page of pushes or
 * messages: one query per kind of owner, never one per record.
 */
export type OwnedMediaChoice = MediaChoiceRow & { owner: string };

export async function mediaChoicesByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<MediaChoiceRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('medias')
    .select(['id', 'mime_type', 'thumbhash'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The medias of each push, in the push's order. */
export async function pushMediaChoices(
  db: Kysely<Database>,
  pushIds: readonly string[],
): Promise<OwnedMediaChoice[]> {
  if (pushIds.length === 0) return [];
  return db
    .selectFrom('push_medias')
    .innerJoin('medias', 'medias.id', 'push_medias.media_id')
    .select(['push_medias.push_id as owner', 'medias.id', 'medias.mime_type', 'medias.thumbhash'])
    .where('push_medias.push_id', 'in', [...pushIds])
    .orderBy('push_medias.position')
    .execute();
}

/** The medias of each message, in the message's order. */
export async function messageMediaChoices(
  db: Kysely<Database>,
  messageIds: readonly string[],
): Promise<OwnedMediaChoice[]> {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom('message_medias')
    .innerJoin('medias', 'medias.id', 'message_medias.media_id')
    .select(['message_medias.message_id as owner', 'medias.id', 'medias.mime_type', 'medias.thumbhash'])
    .where('message_medias.message_id', 'in', [...messageIds])
    .orderBy('message_medias.position')
    .execute();
}
