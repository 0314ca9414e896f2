import {
  array,
  enums,
  type Infer,
  integer,
  min,
  nullable,
  object,
  optional,
  size,
  string,
} from 'superstruct';
import { NAME_MAX_LENGTH } from '../constants';
import { mediaItemStruct } from './media';
import { idStruct, resourceReferenceStruct } from './scalars';

/**
 * Offset paging of the cloud (spec 4, 7): `offset` is where the next page starts and is absent (or null) on the
 * last page; `items_total` keeps the server's spelling.
 */
export const paginationStruct = object({
  offset: optional(nullable(min(integer(), 0))),
  items_total: min(integer(), 0),
});
export type Pagination = Infer<typeof paginationStruct>;

/** The offset to ask for next, or undefined when paging has ended (spec 4 "Collection pagination"). */
export function nextPageOffset(pagination: Pagination): number | undefined {
  return pagination.offset ?? undefined;
}

/** One collection of the cloud library as the list shows it. */
export const collectionSummaryStruct = object({
  id: idStruct,
  name: string(),
  preview: nullable(string()),
  mediaCount: min(integer(), 0),
  imageCount: optional(min(integer(), 0)),
  videoCount: optional(min(integer(), 0)),
});
export type CollectionSummary = Infer<typeof collectionSummaryStruct>;

/** `GET /creators/collections?perPage&offset` (spec 7: a list of collections, paged like a collection). */
export const collectionListStruct = object({
  collections: array(collectionSummaryStruct),
  pagination: paginationStruct,
});
export type CollectionList = Infer<typeof collectionListStruct>;

/** `GET /creators/collections/{id}?perPage&offset` (spec 3 "Responses", 7): one page of a collection's medias. */
export const collectionPageStruct = object({
  collection: object({ id: idStruct, name: string() }),
  medias: array(mediaItemStruct),
  pagination: paginationStruct,
});
export type CollectionPage = Infer<typeof collectionPageStruct>;

/** How a collection's medias are ordered: newest first (the default), by file name, or images before videos. */
export const MEDIA_SORTS = ['date', 'name', 'type'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

/**
 * `GET /creators/collections/{id}?q&sort`: the medias whose file name contains `q` (case ignored; a name's length
 * at most), in `sort` order. Paged like every collection page.
 */
export const collectionMediaQueryStruct = object({
  q: optional(size(string(), 0, NAME_MAX_LENGTH)),
  sort: optional(enums(MEDIA_SORTS)),
});
export type CollectionMediaQuery = Infer<typeof collectionMediaQueryStruct>;
/**
 * `GET /creators/medias?perPage&offset`: every media of the creator, newest first, in a collection or not (spec 2
 * "Collection screen": the recent items), paged like a collection.
 */
export const recentMediaPageStruct = object({
  medias: array(mediaItemStruct),
  pagination: paginationStruct,
});
export type RecentMediaPage = Infer<typeof recentMediaPageStruct>;

/** `POST /creators/collections` and `PATCH /creators/collections/{id}`: a collection's name. */
export const collectionNamePayloadStruct = object({ name: size(string(), 1, NAME_MAX_LENGTH) });
export type CollectionNamePayload = Infer<typeof collectionNamePayloadStruct>;

/**
 * `DELETE /creators/collections/{id}?moveTo`: a collection's medias go to `moveTo`, or are deleted with it when
 * none is named (refused while a post or push uses one of them).
 */
export const collectionDeleteQueryStruct = object({ moveTo: optional(resourceReferenceStruct) });

/** `PATCH /medias/{id}`: move a media to another collection of the creator. */
export const mediaMovePayloadStruct = object({ collectionId: resourceReferenceStruct });
export type MediaMovePayload = Infer<typeof mediaMovePayloadStruct>;
