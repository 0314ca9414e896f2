import type { Kysely } from 'kysely';
import { lockCreator } from '../db/creator-counts';
import { insertMedia, storedBytes } from '../db/medias';
import type { Database, MediaRow, NewMedia } from '../db/schema';
import { inTransaction } from '../db/transactions';
import {
  dropExpiredReservations,
  insertReservation,
  releaseUpload,
  reservedBytes,
} from '../db/upload-reservations';

/** What one creator may keep in the cloud unless configured otherwise (`STORAGE_QUOTA_BYTES`): 50 GB. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 50 * 1024 ** 3;

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
    await dropExpiredReservations(trx, reservation.creatorId, now);
    const open = await reservedBytes(trx, reservation.creatorId, now);
    if (open.uploads >= limits.maxOpenUploads) return 'too_many_open';
    const used = (await storedBytes(trx, reservation.creatorId)) + open.bytes;
    if (used + reservation.bytes > limits.quotaBytes) return 'quota_exceeded';
    await insertReservation(trx, reservation);
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
