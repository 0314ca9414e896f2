import type { ListPagination } from '../contract/list-page';

/**
 * Every item of a paged list, page after page from offset 0 until the server names no next offset, so `list()`
 * keeps answering the whole list while no single answer is unbounded.
 */
export async function collectPages<T>(
  fetchPage: (offset: number) => Promise<{ items: T[]; pagination?: ListPagination | undefined }>,
): Promise<T[]> {
  const items: T[] = [];
  let offset: number | null | undefined = 0;
  while (offset !== undefined && offset !== null) {
    const page: { items: T[]; pagination?: ListPagination | undefined } = await fetchPage(offset);
    items.push(...page.items);
    const next: number | null | undefined = page.pagination?.offset;
    offset = next !== undefined && next !== null && next > offset ? next : undefined;
  }
  return items;
}
