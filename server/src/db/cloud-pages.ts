import type { MediaSort } from '@mym/sdk/contract';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { countAll, isProfilePicture, isScheduledMedia, mediaPostCount, mediaPushCount } from './medias';
import { runPrepared } from './prepared-statements';
import type { Database, MediaRow } from './schema';

/*
 * The pages of medias the cloud shows (spec 2 "Cloud"): one collection's, or every media of the creator, each
 * media with what uses it. The collections themselves (list, create, rename, delete) are in collections.ts.
 */

/** What a media item of spec 3 shows of its media (`toMediaItem`): no more is read for a page. */
export type MediaItemRow = Pick<
  MediaRow,
  | 'id'
  | 'mime_type'
  | 'file_name'
  | 'thumbhash'
  | 'storage_key'
  | 'is_private'
  | 'price_value'
  | 'price_currency'
  | 'image_count'
  | 'video_count'
  | 'duration_seconds'
>;

/** What uses a media: posts, pushes (medias or teaser), the creator's profile picture. */
export interface MediaUses {
  posts: number;
  pushes: number;
  profilePicture: boolean;
}

/** The columns a media of a cloud page shows, with whether a scheduled post or push uses it and what uses it. */
function mediaItemColumns(media: ExpressionBuilder<Database, 'medias'>) {
  return [
    'medias.id',
    'medias.mime_type',
    'medias.file_name',
    'medias.thumbhash',
    'medias.storage_key',
    'medias.is_private',
    'medias.price_value',
    'medias.price_currency',
    'medias.image_count',
    'medias.video_count',
    'medias.duration_seconds',
    isScheduledMedia(media).as('is_scheduled'),
    mediaPostCount(media).as('used_in_posts'),
    mediaPushCount(media).as('used_in_pushes'),
    isProfilePicture(media).as('is_profile_picture'),
  ] as const;
}

/** A row of `mediaItemColumns` as a page holds it: the media, and what uses it. */
function toPageMedia({
  is_scheduled,
  used_in_posts,
  used_in_pushes,
  is_profile_picture,
  ...row
}: MediaItemRow & {
  is_scheduled: unknown;
  used_in_posts: unknown;
  used_in_pushes: unknown;
  is_profile_picture: unknown;
}) {
  return {
    row,
    isScheduled: Boolean(is_scheduled),
    usedBy: {
      posts: Number(used_in_posts),
      pushes: Number(used_in_pushes),
      profilePicture: Boolean(is_profile_picture),
    },
  };
}

/** A collection's page as the cloud shows it: its name, its medias, how many it holds (of the search, if any). */
export interface CollectionPage {
  collection: { id: string; name: string };
  medias: { row: MediaItemRow; isScheduled: boolean; usedBy: MediaUses }[];
  total: number;
}

/** Which medias of a collection a page shows, and in what order. */
export interface CollectionPageRequest {
  offset: number;
  perPage: number;
  /** Part of the file name to look for, case ignored; every media when empty or absent. */
  search?: string | undefined;
  sort?: MediaSort | undefined;
}

/** `search` as an ILIKE pattern that finds it anywhere in a name; its own `%`, `_` and `\` are literal. */
const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a collection's medias, newest first unless sorted otherwise (spec 2 "Collection screen"), with the
 * collection's name and media count; undefined when the collection is not the creator's. One statement per sort
 * and search shape: the page is a JSON list of the collection's row, each media with whether a scheduled post or
 * push uses it and what uses it.
 */
export async function findCollectionPage(
  db: Kysely<Database>,
  creatorId: string,
  id: string,
  page: CollectionPageRequest,
): Promise<CollectionPage | undefined> {
  const sort = page.sort ?? 'date';
  const search = page.search?.trim() ? containsPattern(page.search.trim()) : undefined;
  const args = { creatorId, id, skip: page.offset, take: page.perPage, pattern: search ?? '' };
  const shape = `collection:page:${sort}:${search === undefined ? 'all' : 'search'}`;
  const [found] = await runPrepared(db, shape, args, (arg) =>
    collectionPageQuery(db, arg, sort, search !== undefined),
  );
  if (!found) return undefined;
  return {
    collection: { id: found.id, name: found.name },
    medias: found.medias.map(toPageMedia),
    total: Number(found.total ?? 0),
  };
}

/** The statement of `findCollectionPage`, its values as `arg` (placeholders while it is compiled once). */
function collectionPageQuery(
  db: Kysely<Database>,
  arg: { creatorId: string; id: string; skip: number; take: number; pattern: string },
  sort: MediaSort,
  searched: boolean,
) {
  const inCollection = (eb: ExpressionBuilder<Database, 'collections'>) => {
    let medias = eb.selectFrom('medias').whereRef('medias.collection_id', '=', 'collections.id');
    if (searched) medias = medias.where('medias.file_name', 'ilike', arg.pattern);
    return medias;
  };
  return db
    .selectFrom('collections')
    .select((eb) => [
      'collections.id',
      'collections.name',
      inCollection(eb).select(countAll.as('n')).as('total'),
      // The page's ids first, its columns then: what uses a media is counted for the page's medias only, not
      // for the `skip` ones before it, so a deep page costs what the first does.
      jsonArrayFrom(
        orderMedias(
          eb
            .selectFrom(
              orderMedias(inCollection(eb).select('medias.id'), sort)
                .offset(arg.skip)
                .limit(arg.take)
                .as('page'),
            )
            .innerJoin('medias', 'medias.id', 'page.id')
            .select(mediaItemColumns),
          sort,
        ),
      ).as('medias'),
    ])
    .where('collections.id', '=', arg.id)
    .where('collections.creator_id', '=', arg.creatorId);
}

/** The order of a sort, each ending on the id so that pages never overlap (indexes of migration 0018). */
function orderMedias<Q extends SelectQueryBuilder<Database, 'medias', object>>(query: Q, sort: MediaSort): Q {
  if (sort === 'name') return query.orderBy(sql`lower(medias.file_name)`).orderBy('medias.id') as Q;
  if (sort === 'type')
    return query.orderBy('medias.mime_type').orderBy('medias.created_at', 'desc').orderBy('medias.id') as Q;
  return query.orderBy('medias.created_at', 'desc').orderBy('medias.id') as Q;
}

/**
 * One page of every media of the creator, newest first, in a collection or not (an upload from a composer lands
 * in none): the cloud's "recent" view, with the same columns as a collection's page.
 */
export async function findRecentMediaPage(
  db: Kysely<Database>,
  creatorId: string,
  page: { offset: number; perPage: number },
): Promise<Omit<CollectionPage, 'collection'>> {
  const [rows, count] = await Promise.all([
    // As a collection's page: the page's ids first, so that what uses a media is counted for its medias only.
    orderMedias(
      db
        .selectFrom(
          orderMedias(db.selectFrom('medias').select('medias.id'), 'date')
            .where('medias.creator_id', '=', creatorId)
            .offset(page.offset)
            .limit(page.perPage)
            .as('page'),
        )
        .innerJoin('medias', 'medias.id', 'page.id')
        .select(mediaItemColumns),
      'date',
    ).execute(),
    db
      .selectFrom('medias')
      .select(countAll.as('n'))
      .where('medias.creator_id', '=', creatorId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    medias: rows.map(toPageMedia),
    total: Number(count.n),
  };
}
