import type { Kysely } from 'kysely';
import { lockCreator } from '../db/creator-counts';
import { insertMedia } from '../db/medias';
import type { Database, MediaRow, NewMedia } from '../db/schema';
import { inTransaction } from '../db/transactions';

/** What one creator may keep in the cloud unless configured otherwise (`STORAGE_QUOTA_BYTES`): 50 GB. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 50 * 1024 ** 3;

/** Bytes of the creator's stored medias. */
export async function storedBytes(db: Kysely<Database>, creatorId: string): Promise<number> {
  const row = await db
    .selectFrom('medias')
    .select((eb) => eb.fn.sum<string | number | null>('size_bytes').as('used'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(row.used ?? 0);
}

/** Bytes declared by the creator's uploads in progress (not expired), but `exceptUpload`'s. */
async function reservedBytes(
  trx: Kysely<Database>,
  creatorId: string,
  now: Date,
  exceptUpload?: string,
): Promise<{ bytes: number; uploads: number }> {
  let query = trx
    .selectFrom('upload_reservations')
    .select((eb) => [
      eb.fn.sum<string | number | null>('bytes').as('bytes'),
      eb.fn.countAll<string>().as('uploads'),
    ])
    .where('creator_id', '=', creatorId)
    .where('expires_at', '>', now);
  if (exceptUpload) query = query.where('upload_id', '!=', exceptUpload);
  const row = await query.executeTakeFirstOrThrow();
  return { bytes: Number(row.bytes ?? 0), uploads: Number(row.uploads) };
}

/**
 * Reserves an upload's declared bytes, all in one transaction under the creator's row lock, so that uploads
 * started at once (on any API process) are counted one after the other: refused when the creator already has
 * `maxOpenUploads` in progress, or when stored bytes, the bytes of the uploads in progress and these would pass
 * the quota. Expired reservations (abandoned uploads) are dropped on the way.
 */
export async function reserveUpload(
  db: Kysely<Database>,
  reservation: { uploadId: string; creatorId: string; bytes: number; expiresAt: Date },
  limits: { quotaBytes: number; maxOpenUploads: number },
  now: Date,
): Promise<'reserved' | 'quota_exceeded' | 'too_many_open'> {
  return inTransaction(db, async (trx) => {
    await lockCreator(trx, reservation.creatorId);
    await trx
      .deleteFrom('upload_reservations')
      .where('creator_id', '=', reservation.creatorId)
      .where('expires_at', '<=', now)
      .execute();
    const open = await reservedBytes(trx, reservation.creatorId, now);
    if (open.uploads >= limits.maxOpenUploads) return 'too_many_open';
    const used = (await storedBytes(trx, reservation.creatorId)) + open.bytes;
    if (used + reservation.bytes > limits.quotaBytes) return 'quota_exceeded';
    await trx
      .insertInto('upload_reservations')
      .values({
        upload_id: reservation.uploadId,
        creator_id: reservation.creatorId,
        bytes: reservation.bytes,
        expires_at: reservation.expiresAt,
      })
      .execute();
    return 'reserved';
  });
}

/**
 * A finished upload becomes a media only if it still fits, counted again under the creator's lock (the cloud
 * may have filled since it started); its reservation ends either way. Answers null when it does not fit.
 */
export async function storeWithinQuota(
  db: Kysely<Database>,
  media: NewMedia,
  uploadId: string,
  quotaBytes: number,
  now: Date,
): Promise<MediaRow | null> {
  return inTransaction(db, async (trx) => {
    await lockCreator(trx, media.creator_id);
    await releaseUpload(trx, uploadId);
    const open = await reservedBytes(trx, media.creator_id, now, uploadId);
    const used = (await storedBytes(trx, media.creator_id)) + open.bytes;
    if (used + Number(media.size_bytes) > quotaBytes) return null;
    return insertMedia(trx, media);
  });
}

/** An upload that ended (abandoned, refused, finished) no longer holds any of the quota. */
export async function releaseUpload(db: Kysely<Database>, uploadId: string): Promise<void> {
  await db.deleteFrom('upload_reservations').where('upload_id', '=', uploadId).execute();
}
