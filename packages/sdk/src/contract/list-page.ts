import { type Infer, integer, min, nullable, object, optional } from 'superstruct';

/**
 * Paging of the plain lists (pushes, posts, playlists, consultations): `?limit&offset` ask for one page, and
 * `pagination.offset` says where the next one starts, absent on the last page (as the cloud's paging, spec 4).
 */
export const listPaginationStruct = object({ offset: optional(nullable(min(integer(), 0))) });
export type ListPagination = Infer<typeof listPaginationStruct>;
