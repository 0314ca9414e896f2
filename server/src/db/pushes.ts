import type { PushCreatePayload, PushDiscount, PushState } from '@mym/sdk/contract';
import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ListPage } from '../http/paging';
import { countAll, type MediaChoiceRow } from './medias';
import { runPrepared } from './prepared-statements';
import { cancelPublication, planPublication } from './publication-jobs';
import { recipientsOfStoredTargets } from './push-audiences';
import type { Database, PushRow } from './schema';
import { inTransaction } from './transactions';

type Db = Kysely<Database>;

/** Derived, never stored: a push is published once its publication ran, scheduled until then. */
export type PushStatus = 'scheduled' | 'published';

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

/** A push's discount from its columns: none unless both its price and its duration are stored. */
export function storedDiscount(row: PushRow): PushDiscount | null {
  if (row.discount_value === null || row.discount_duration === null) return null;
  return {
    price: { value: row.discount_value, currency: row.discount_currency ?? row.price_currency },
    duration: row.discount_duration,
  };
}

/**
 * The creator's push as the payload that would recreate it, its row locked (`FOR UPDATE`) until the caller's
 * transaction ends: a PATCH merges its fields into this and writes it back before another PATCH can read it, so
 * two edits of different fields never lose one another. Undefined when the push is not the creator's.
 */
export async function lockPushPayload(
  trx: Kysely<Database>,
  creatorId: string,
  id: string,
): Promise<{ payload: PushCreatePayload; state: PushState; version: number } | undefined> {
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
  const payload: PushCreatePayload = {
    targets: row.targets,
    teaser: row.teaser_media_id ? { id: row.teaser_media_id } : null,
    medias: medias.map((link) => ({ id: link.media_id })),
    caption: row.caption,
    price: { value: row.price_value, currency: row.price_currency },
    discount: storedDiscount(row),
    scheduledAt: row.scheduled_at?.toISOString() ?? null,
    mod: row.mod,
    playlists: playlists.map((link) => link.playlist_id),
    thirdPartyConsent: row.third_party_consent,
  };
  return { payload, state: row.state, version: row.version };
}

/** A push as stored: its row, its medias in order, its playlists and its teaser's media. */
export interface PushRows {
  row: PushRow;
  medias: MediaChoiceRow[];
  playlists: string[];
  teaser: MediaChoiceRow | null;
  /** Fans who got it once it started sending; before that, fans in its audiences now. */
  recipients: number;
}

/**
 * The creator's pushes as rows, newest first; one push with `id`. `presentPush` makes records of them. One
 * statement for the whole page (medias, playlists, teaser and recipients as subqueries): a round trip costs more
 * than the rows of a page (issue 13), on PostgreSQL as on the embedded database.
 */
export async function findPushRows(
  db: Db,
  creatorId: string,
  filter: { id?: string; status?: PushStatus } = {},
  page?: ListPage,
): Promise<PushRows[]> {
  const shape = `pushes:${filter.id ? 'one' : 'all'}:${filter.status ?? 'any'}:${page ? 'page' : 'every'}`;
  const args = { creatorId, id: filter.id, take: page ? page.limit + 1 : undefined, skip: page?.offset };
  const rows = await runPrepared(db, shape, args, (arg) =>
    pushRowsQuery(db, arg, filter, page !== undefined),
  );
  return rows.map(({ medias, playlist_links, teaser, recipients, ...row }) => ({
    row,
    medias,
    playlists: playlist_links.map((link) => link.playlist_id),
    teaser,
    recipients: Number(recipients ?? 0),
  }));
}

/** The statement of `findPushRows`, its values as `arg` (placeholders while it is compiled once per shape). */
function pushRowsQuery(
  db: Db,
  arg: { creatorId: string; id: string | undefined; take: number | undefined; skip: number | undefined },
  filter: { id?: string; status?: PushStatus },
  paged: boolean,
) {
  let pushes = db.selectFrom('pushes').selectAll().where('creator_id', '=', arg.creatorId);
  if (filter.id) pushes = pushes.where('id', '=', arg.id as string);
  if (filter.status === 'published') pushes = pushes.where('published_at', 'is not', null);
  if (filter.status === 'scheduled') pushes = pushes.where('published_at', 'is', null);
  pushes = pushes.orderBy('created_at', 'desc').orderBy('id');
  // One extra row tells the route that a next page exists.
  if (paged) pushes = pushes.limit(arg.take as number).offset(arg.skip as number);
  return (
    db
      .with('page', () => pushes)
      // Pushes of one creator mostly share their audiences: one count per distinct set, not one per push.
      .with('audiences', (qc) =>
        qc
          .selectFrom(qc.selectFrom('page').select('page.targets').distinct().as('sets'))
          .select([
            'sets.targets',
            recipientsOfStoredTargets(db, arg.creatorId, sql.ref('sets.targets')).as('recipients'),
          ]),
      )
      .selectFrom('page')
      .selectAll('page')
      .select((eb) => [
        jsonArrayFrom(
          eb
            .selectFrom('push_medias')
            .innerJoin('medias', 'medias.id', 'push_medias.media_id')
            .select(['medias.id', 'medias.mime_type', 'medias.thumbhash'])
            .whereRef('push_medias.push_id', '=', 'page.id')
            .orderBy('push_medias.position'),
        ).as('medias'),
        jsonArrayFrom(
          eb
            .selectFrom('push_playlists')
            .select('push_playlists.playlist_id')
            .whereRef('push_playlists.push_id', '=', 'page.id')
            .orderBy('push_playlists.position'),
        ).as('playlist_links'),
        jsonObjectFrom(
          eb
            .selectFrom('medias')
            .select(['medias.id', 'medias.mime_type', 'medias.thumbhash'])
            .whereRef('medias.id', '=', 'page.teaser_media_id'),
        ).as('teaser'),
        eb
          .case()
          .when('page.state', '=', 'scheduled')
          .then(
            eb
              .selectFrom('audiences')
              .select('audiences.recipients')
              .whereRef('audiences.targets', '=', 'page.targets'),
          )
          .else(
            eb
              .selectFrom('push_deliveries')
              .select(countAll.as('n'))
              .whereRef('push_deliveries.push_id', '=', 'page.id'),
          )
          .end()
          .as('recipients'),
      ])
      .orderBy('page.created_at', 'desc')
      .orderBy('page.id')
  );
}
