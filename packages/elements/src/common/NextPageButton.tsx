import { Button } from '@mym/ui';

/** The pages of a paged list, as react-query's infinite queries give them. */
interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The next page of a paged list, while there is one: a secondary button that spins while the page loads. */
export function NextPageButton({ pages, label }: { pages: PagedList; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button variant="secondary" loading={pages.isFetchingNextPage} onClick={() => pages.fetchNextPage()}>
      {label}
    </Button>
  );
}
