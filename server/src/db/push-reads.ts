import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ListPage } from '../http/paging';
import { countAll, type MediaChoiceRow } from './medias';
import { runPrepared } from './prepared-statements';
import { recipientsOfStoredTargets } from './push-audiences';
import type { Database, PushRow } from './schema';

type Db = Kysely<Database>;

/** Derived, never stored: a push is published once its publication ran, scheduled until then. */
export type PushStatus = 'scheduled' | 'published';

/** A push as stored: its row, its medias in order, its playlists and its teaser's media. */
export interface PushRows {
  row: PushRow;
  medias: MediaChoiceRow[];
  playlists: string[];
  teaser: MediaChoiceRow | null;
  /** Fans who got it once it started sending; before that, fans in its audiences now. */
  recipients: number;
  /** Fans who bought it and own it still (sales less reversals), and the net of its ledger rows. */
  buyers: number;
  revenueNet: number;
}

/**
 * The creator's pushes as rows, newest first; one push with `id`. `presentPush` makes records of them. One
 * statement for the whole page (medias, playlists, teaser and recipients as subqueries): a round trip costs more
 * than the rows of a page, on PostgreSQL as on the embedded database.
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
  return rows.map(({ medias, playlist_links, teaser, recipients, buyers, revenue_net, ...row }) => ({
    row,
    medias,
    playlists: playlist_links.map((link) => link.playlist_id),
    teaser,
    recipients: Number(recipients ?? 0),
    buyers: Number(buyers ?? 0),
    revenueNet: Number(revenue_net ?? 0),
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
        // Each reversal takes back one sale: what is left are the fans who own it.
        eb
          .selectFrom('ledger_entries')
          .select(
            sql<string>`count(*) filter (where kind = 'sale') - count(*) filter (where kind <> 'sale')`.as(
              'n',
            ),
          )
          .where('ledger_entries.source', '=', 'push')
          .whereRef('ledger_entries.item_id', '=', 'page.id')
          .as('buyers'),
        eb
          .selectFrom('ledger_entries')
          .select(sql<string>`coalesce(sum(net), 0)`.as('n'))
          .where('ledger_entries.source', '=', 'push')
          .whereRef('ledger_entries.item_id', '=', 'page.id')
          .as('revenue_net'),
      ])
      .orderBy('page.created_at', 'desc')
      .orderBy('page.id')
  );
}

/** Pushes delivered to a fan account (with the fan row of each creator), newest first. */
export function listDeliveredToAccount(db: Db, accountId: string, limit: number) {
  return db
    .selectFrom('push_deliveries')
    .innerJoin('fans', 'fans.id', 'push_deliveries.fan_id')
    .innerJoin('pushes', 'pushes.id', 'push_deliveries.push_id')
    .selectAll('pushes')
    .select(['push_deliveries.delivered_at', 'fans.id as fan_id'])
    .where('fans.account_id', '=', accountId)
    .orderBy('push_deliveries.delivered_at', 'desc')
    .limit(limit)
    .execute();
}

export async function findPushesByIds(db: Db, ids: readonly string[]): Promise<PushRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('pushes')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** A push as delivered to one of the account's fan rows (with that row's id), or nothing when it never was. */
export function findDeliveredPush(db: Db, accountId: string, pushId: string) {
  return db
    .selectFrom('push_deliveries')
    .innerJoin('fans', 'fans.id', 'push_deliveries.fan_id')
    .innerJoin('pushes', 'pushes.id', 'push_deliveries.push_id')
    .selectAll('pushes')
    .select('fans.id as delivered_fan_id')
    .where('push_deliveries.push_id', '=', pushId)
    .where('fans.account_id', '=', accountId)
    .executeTakeFirst();
}
