import type { PushCreatePayload } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { holdMedias } from './medias';
import { cancelPublication, planPublication } from './publication-jobs';
import type { Database, PushRow } from './schema';
import { inTransaction } from './transactions';
import { dayStart, type ZoneDays } from './zone-days';

type Db = Kysely<Database>;

function pushColumns(payload: PushCreatePayload) {
  return {
    targets: JSON.stringify(payload.targets),
    teaser_media_id: payload.teaser?.id ?? null,
    caption: payload.caption,
    price_value: payload.price.value,
    price_currency: payload.price.currency,
    discount_value: payload.discount?.price.value ?? null,
    discount_currency: payload.discount?.price.currency ?? null,
    discount_duration: payload.discount?.duration ?? null,
    scheduled_at: payload.scheduledAt === null ? null : new Date(payload.scheduledAt),
    mod: payload.mod,
    third_party_consent: payload.thirdPartyConsent,
  };
}

/** The push's medias and teaser stay while it is written (see `holdMedias`). */
async function holdPushMedias(trx: Kysely<Database>, payload: PushCreatePayload) {
  await holdMedias(trx, {
    medias: payload.medias.map((media) => media.id),
    teaser: [payload.teaser?.id],
  });
}

async function writeLinks(trx: Kysely<Database>, pushId: string, payload: PushCreatePayload) {
  await trx.deleteFrom('push_medias').where('push_id', '=', pushId).execute();
  await trx.deleteFrom('push_playlists').where('push_id', '=', pushId).execute();
  if (payload.medias.length > 0) {
    await trx
      .insertInto('push_medias')
      .values(payload.medias.map((m, position) => ({ push_id: pushId, media_id: m.id, position })))
      .execute();
  }
  if (payload.playlists.length > 0) {
    await trx
      .insertInto('push_playlists')
      .values(payload.playlists.map((id, position) => ({ push_id: pushId, playlist_id: id, position })))
      .execute();
  }
}

/** What names a creation (`Idempotency-Key`) and what was asked with it, so a replay can be told from a reuse. */
export interface PushIdempotency {
  key: string;
  fingerprint: string;
}

/** Stores a validated push and plans its publication, all or nothing. */
export async function insertPush(
  db: Kysely<Database>,
  creatorId: string,
  payload: PushCreatePayload,
  now: Date,
  idempotency?: PushIdempotency,
) {
  return inTransaction(db, async (trx) => {
    await holdPushMedias(trx, payload);
    const { id } = await trx
      .insertInto('pushes')
      .values({
        creator_id: creatorId,
        ...pushColumns(payload),
        idempotency_key: idempotency?.key ?? null,
        idempotency_fingerprint: idempotency?.fingerprint ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLinks(trx, id, payload);
    await planPublication(trx, 'push', id, pushColumns(payload).scheduled_at, now);
    return id;
  });
}

/** The push a creator created with this key since `since`, if any. */
export async function findPushByIdempotencyKey(db: Db, creatorId: string, key: string, since: Date) {
  return db
    .selectFrom('pushes')
    .select(['id', 'idempotency_fingerprint'])
    .where('creator_id', '=', creatorId)
    .where('idempotency_key', '=', key)
    .where('created_at', '>=', since)
    .executeTakeFirst();
}

/** A key older than the window names nothing any more: the next creation may use it again. */
export async function forgetIdempotencyKey(db: Db, creatorId: string, key: string, before: Date) {
  await db
    .updateTable('pushes')
    .set({ idempotency_key: null, idempotency_fingerprint: null })
    .where('creator_id', '=', creatorId)
    .where('idempotency_key', '=', key)
    .where('created_at', '<', before)
    .execute();
}

/** Replaces a push with the validated merge of its stored record and the changed fields; its version moves on. */
export async function updatePush(db: Kysely<Database>, id: string, payload: PushCreatePayload, now: Date) {
  await inTransaction(db, async (trx) => {
    await holdPushMedias(trx, payload);
    const columns = pushColumns(payload);
    await trx
      .updateTable('pushes')
      .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    await writeLinks(trx, id, payload);
    await planPublication(trx, 'push', id, columns.scheduled_at, now);
  });
}

/**
 * Deletes a push that has not started sending (its medias stay in the cloud: only the links go). A push that is
 * sending or sent is kept: fans have it. Another creator's push is not found.
 */
export async function deletePush(
  db: Kysely<Database>,
  creatorId: string,
  id: string,
): Promise<'deleted' | 'not_found' | 'not_editable'> {
  return inTransaction(db, async (trx) => {
    const stored = await trx
      .selectFrom('pushes')
      .select('state')
      .where('id', '=', id)
      .where('creator_id', '=', creatorId)
      .forUpdate()
      .executeTakeFirst();
    if (!stored) return 'not_found';
    if (stored.state !== 'scheduled') return 'not_editable';
    await trx.deleteFrom('pushes').where('id', '=', id).execute();
    await cancelPublication(trx, 'push', id);
    return 'deleted';
  });
}

/**
 * The creator's push with its medias and playlists in their order, its row locked (`FOR UPDATE`) until the
 * caller's transaction ends: a PATCH merges its fields into it and writes it back before another PATCH can read
 * it, so two edits of different fields never lose one another. Undefined when the push is not the creator's.
 */
export async function lockPushRows(
  trx: Kysely<Database>,
  creatorId: string,
  id: string,
): Promise<{ row: PushRow; mediaIds: string[]; playlistIds: string[] } | undefined> {
  const row = await trx
    .selectFrom('pushes')
    .selectAll()
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const medias = await trx
    .selectFrom('push_medias')
    .select('media_id')
    .where('push_id', '=', id)
    .orderBy('position')
    .execute();
  const playlists = await trx
    .selectFrom('push_playlists')
    .select('playlist_id')
    .where('push_id', '=', id)
    .orderBy('position')
    .execute();
  return {
    row,
    mediaIds: medias.map((link) => link.media_id),
    playlistIds: playlists.map((link) => link.playlist_id),
  };
}

/** The creator's pushes dated within days of their zone, earliest first (the calendar's entries). */
export async function listPushesBetween(db: Db, creatorId: string, days: ZoneDays) {
  return db
    .selectFrom('pushes')
    .select(['id', 'caption', 'scheduled_at', 'state', 'version'])
    .where('creator_id', '=', creatorId)
    .where('scheduled_at', '>=', dayStart(days.from, days.timeZone))
    .where('scheduled_at', '<', dayStart(days.to, days.timeZone, 1))
    .orderBy('scheduled_at')
    .execute();
}

/** How many pushes wait for their date, and the first of them (the tools page's line). */
export async function scheduledPushesSummary(db: Db, creatorId: string) {
  const waiting = db
    .selectFrom('pushes')
    .where('creator_id', '=', creatorId)
    .where('state', '=', 'scheduled');
  const [{ n }, next] = await Promise.all([
    waiting.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    waiting
      .select(['caption', 'scheduled_at'])
      .where('scheduled_at', 'is not', null)
      .orderBy('scheduled_at')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { count: Number(n), next };
}
