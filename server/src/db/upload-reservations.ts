import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Abandoned uploads (their reservation expired) no longer hold any of the creator's quota. */
export async function dropExpiredReservations(
  trx: Kysely<Database>,
  creatorId: string,
  now: Date,
): Promise<void> {
  await trx
    .deleteFrom('upload_reservations')
    .where('creator_id', '=', creatorId)
    .where('expires_at', '<=', now)
    .execute();
}

/** Bytes declared by the creator's uploads in progress (not expired), but `exceptUpload`'s. */
export async function reservedBytes(
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

export async function insertReservation(
  trx: Kysely<Database>,
  reservation: { uploadId: string; creatorId: string; bytes: number; expiresAt: Date },
): Promise<void> {
  await trx
    .insertInto('upload_reservations')
    .values({
      upload_id: reservation.uploadId,
      creator_id: reservation.creatorId,
      bytes: reservation.bytes,
      expires_at: reservation.expiresAt,
    })
    .execute();
}

/** An upload that ended (abandoned, refused, finished) no longer holds any of the quota. */
export async function releaseUpload(db: Kysely<Database>, uploadId: string): Promise<void> {
  await db.deleteFrom('upload_reservations').where('upload_id', '=', uploadId).execute();
}
