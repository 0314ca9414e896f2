import { COLLECTION_PAGE_SIZE } from '@mym/sdk/rules';
import { coerce, defaulted, integer, max, min, object, optional, unknown } from 'superstruct';

/**
 * Query values arrive as text; a whole number in text is read as one, anything else fails the struct. The
 * condition is `unknown()` and the coercer looks at the type itself: a `string()` condition builds a StructError
 * (with its stack) for every absent value, a tenth of a millisecond per list request (issue 13).
 */
export const queryInteger = (lowest: number, highest: number) =>
  coerce(max(min(integer(), lowest), highest), unknown(), (value) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  );

/** Largest page a client may ask for; beyond it one call could pull a whole library. */
export const PAGE_SIZE_MAX = 100;

/**
 * `perPage` (default COLLECTION_PAGE_SIZE, spec 7) and `offset` of the cloud calls. contract gap: the contract
 * has no query struct for the paged calls, so the server keeps this one.
 */
export const pageQueryStruct = object({
  perPage: defaulted(queryInteger(1, PAGE_SIZE_MAX), COLLECTION_PAGE_SIZE),
  offset: optional(queryInteger(0, Number.MAX_SAFE_INTEGER)),
});

/** Spec 4: `offset` says where the next page starts and is absent on the last page, which ends the paging. */
export function pagination(offset: number, perPage: number, itemsTotal: number) {
  const next = offset + perPage;
  return next < itemsTotal ? { offset: next, items_total: itemsTotal } : { items_total: itemsTotal };
}

/** One page of a plain list (pushes, posts, playlists, consultations). */
export interface ListPage {
  limit: number;
  offset: number;
}

/** `?limit&offset` of the plain lists: at most PAGE_SIZE_MAX items an answer, the first page by default. */
export const listPageQuery = {
  limit: defaulted(queryInteger(1, PAGE_SIZE_MAX), PAGE_SIZE_MAX),
  offset: defaulted(queryInteger(0, Number.MAX_SAFE_INTEGER), 0),
};

/**
 * The answer's page from rows fetched with one extra (`limit + 1`): the extra only says that a next page exists,
 * and `pagination.offset` where it starts.
 */
export function pageOf<T>(rows: T[], page: ListPage): { items: T[]; pagination: { offset?: number } } {
  const more = rows.length > page.limit;
  return { items: rows.slice(0, page.limit), pagination: more ? { offset: page.offset + page.limit } : {} };
}
