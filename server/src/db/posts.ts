import type { PostCreatePayload } from '@mym/sdk/contract';
import type { ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ListPage } from '../http/paging';
import { holdMedias, type MediaChoiceRow } from './medias';
import { linkPostToPlaylists } from './playlists';
import { runPrepared } from './prepared-statements';
import { cancelPublication, planPublication } from './publication-jobs';
import type { Database } from './schema';
import { inTransaction } from './transactions';
import { dayStart, type ZoneDays } from './zone-days';

/** Derived, never stored: published once its publication ran, scheduled until then. */
export type PostStatus = 'scheduled' | 'published';

function postColumns(payload: PostCreatePayload) {
  return {
    media_id: payload.media.id,
    caption: payload.caption,
    is_private: payload.isPrivate,
    scheduled_at: payload.scheduledAt === null ? null : new Date(payload.scheduledAt),
    third_party_consent: payload.thirdPartyConsent,
  };
}

/** Stores a validated post and plans its publication, all or nothing. */
export async function insertPost(
  db: Kysely<Database>,
  creatorId: string,
  payload: PostCreatePayload,
  now: Date,
) {
  return inTransaction(db, async (trx) => {
    await holdMedias(trx, { media: [payload.media.id] });
    const columns = postColumns(payload);
    const { id } = await trx
      .insertInto('posts')
      .values({ creator_id: creatorId, ...columns })
      .returning('id')
      .executeTakeFirstOrThrow();
    await linkPostToPlaylists(trx, id, payload.playlists);
    await planPublication(trx, 'post', id, columns.scheduled_at, now);
    return id;
  });
}

export async function updatePost(db: Kysely<Database>, id: string, payload: PostCreatePayload, now: Date) {
  await inTransaction(db, async (trx) => {
    await holdMedias(trx, { media: [payload.media.id] });
    const columns = postColumns(payload);
    await trx.updateTable('posts').set(columns).where('id', '=', id).execute();
    await linkPostToPlaylists(trx, id, payload.playlists);
    await planPublication(trx, 'post', id, columns.scheduled_at, now);
  });
}

export async function deletePost(db: Kysely<Database>, creatorId: string, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom('posts')
      .where('id', '=', id)
      .where('creator_id', '=', creatorId)
      .executeTakeFirst();
    // Only the owner's delete cancels: another creator's id must not touch this post's publication.
    if (deleted.numDeletedRows === 0n) return false;
    await cancelPublication(trx, 'post', id);
    return true;
  });
}

/** A post as stored: its row joined with what its record shows of its media, and its playlists in order. */
export interface PostRows {
  row: MediaChoiceRow & {
    post_id: string;
    caption: string;
    post_is_private: boolean;
    scheduled_at: Date | null;
    third_party_consent: boolean;
    post_created_at: Date;
    /** Its publication job is dead: every attempt failed. */
    publication_failed: SqlBool;
  };
  playlists: string[];
}

/**
 * The creator's posts (or one), newest first, as rows; `presentPost` makes records of them. One statement, the
 * playlists as a subquery: a round trip costs more than the rows of a page.
 */
export async function findPostRows(
  db: Kysely<Database>,
  creatorId: string,
  filter: { id?: string; status?: PostStatus; playlistId?: string } = {},
  page?: ListPage,
): Promise<PostRows[]> {
  const shape = `posts:${filter.id ? 'one' : 'all'}:${filter.status ?? 'any'}:${filter.playlistId ? 'playlist' : 'newest'}:${page ? 'page' : 'every'}`;
  const args = {
    creatorId,
    id: filter.id,
    playlistId: filter.playlistId,
    take: page ? page.limit + 1 : undefined,
    skip: page?.offset,
  };
  const rows = await runPrepared(db, shape, args, (arg) =>
    postRowsQuery(db, arg, filter, page !== undefined),
  );
  return rows.map(({ playlist_links, ...row }) => ({
    row,
    playlists: playlist_links.map((link) => link.playlist_id),
  }));
}

/** The statement of `findPostRows`, its values as `arg` (placeholders while it is compiled once per shape). */
function postRowsQuery(
  db: Kysely<Database>,
  arg: {
    creatorId: string;
    id: string | undefined;
    playlistId: string | undefined;
    take: number | undefined;
    skip: number | undefined;
  },
  filter: { id?: string; status?: PostStatus; playlistId?: string },
  paged: boolean,
) {
  let query = db
    .selectFrom('posts')
    .innerJoin('medias', 'medias.id', 'posts.media_id')
    .select((eb) => [
      'medias.id',
      'medias.mime_type',
      'medias.thumbhash',
      jsonArrayFrom(
        eb
          .selectFrom('post_playlists')
          .select('post_playlists.playlist_id')
          .whereRef('post_playlists.post_id', '=', 'posts.id')
          .orderBy('post_playlists.position'),
      ).as('playlist_links'),
      'posts.id as post_id',
      'posts.caption',
      'posts.is_private as post_is_private',
      'posts.scheduled_at',
      'posts.third_party_consent',
      'posts.created_at as post_created_at',
      eb
        .exists(
          eb
            .selectFrom('publication_jobs')
            .select('publication_jobs.id')
            .where('publication_jobs.kind', '=', 'post')
            .whereRef('publication_jobs.target_id', '=', 'posts.id')
            .where('publication_jobs.failed_at', 'is not', null),
        )
        .as('publication_failed'),
    ])
    .where('posts.creator_id', '=', arg.creatorId);
  if (filter.id) query = query.where('posts.id', '=', arg.id as string);
  if (filter.status === 'published') query = query.where('posts.published_at', 'is not', null);
  if (filter.status === 'scheduled') query = query.where('posts.published_at', 'is', null);
  if (filter.playlistId) {
    const playlistId = arg.playlistId as string;
    // A playlist's posts come in the order its creator gave them, not newest first.
    const link = (eb: ExpressionBuilder<Database, 'posts' | 'medias'>) =>
      eb
        .selectFrom('post_playlists')
        .where('post_playlists.playlist_id', '=', playlistId)
        .whereRef('post_playlists.post_id', '=', 'posts.id');
    query = query
      .where((eb) => eb.exists(link(eb).select('post_playlists.post_id')))
      .orderBy((eb) => link(eb).select('post_playlists.playlist_position'))
      .orderBy('posts.created_at');
  } else query = query.orderBy('posts.created_at', 'desc');
  query = query.orderBy('posts.id');
  if (paged) query = query.limit(arg.take as number).offset(arg.skip as number);
  return query;
}

/** The creator's posts dated within days of their zone, earliest first (the calendar's entries). */
export async function listPostsBetween(db: Kysely<Database>, creatorId: string, days: ZoneDays) {
  return db
    .selectFrom('posts')
    .select(['id', 'caption', 'scheduled_at', 'published_at'])
    .where('creator_id', '=', creatorId)
    .where('scheduled_at', '>=', dayStart(days.from, days.timeZone))
    .where('scheduled_at', '<', dayStart(days.to, days.timeZone, 1))
    .orderBy('scheduled_at')
    .execute();
}

/** How many posts wait for their date, and the first of them (the tools page's line). */
export async function scheduledPostsSummary(db: Kysely<Database>, creatorId: string, now: Date) {
  const waiting = db
    .selectFrom('posts')
    .where('creator_id', '=', creatorId)
    .where('published_at', 'is', null)
    .where('scheduled_at', '>', now);
  const [{ n }, next] = await Promise.all([
    waiting.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    waiting.select(['caption', 'scheduled_at']).orderBy('scheduled_at').limit(1).executeTakeFirst(),
  ]);
  return { count: Number(n), next };
}
