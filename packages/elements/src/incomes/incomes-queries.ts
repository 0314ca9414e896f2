import type {
  CreatorClient,
  IncomeBucket,
  IncomeLinesQuery,
  IncomePeriodQuery,
  IncomeTopFanScope,
  SoldItemKind,
} from '@mym/sdk';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

/**
 * The incomes' server data, one `queryOptions` factory per call (DESIGN "State"). Every key starts with
 * `incomes`, so a sale arriving live can refresh every figure at once.
 */
/** Fans and payouts shown at first: the screen stays a screen; more payouts come a page at a time. */
const TOP_FANS_SHOWN = 10;
const PAYOUTS_PAGE = 10;

export const incomeQueries = {
  all: ['incomes'] as const,
  summary: (client: CreatorClient, query: IncomePeriodQuery) =>
    queryOptions({
      queryKey: [...incomeQueries.all, 'summary', query],
      queryFn: () => client.incomes.summary(query),
    }),
  series: (client: CreatorClient, query: IncomePeriodQuery, bucket: IncomeBucket) =>
    queryOptions({
      queryKey: [...incomeQueries.all, 'series', query, bucket],
      queryFn: () => client.incomes.series({ ...query, bucket }),
    }),
  /** The ledger lines behind one figure, a page at a time. */
  lines: (client: CreatorClient, query: Omit<IncomeLinesQuery, 'cursor'>) =>
    infiniteQueryOptions({
      queryKey: [...incomeQueries.all, 'lines', query],
      queryFn: ({ pageParam }) =>
        client.incomes.lines({ ...query, ...(pageParam ? { cursor: pageParam } : {}) }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.cursor,
    }),
  topFans: (client: CreatorClient, scope: IncomeTopFanScope, query: IncomePeriodQuery) =>
    queryOptions({
      queryKey: [...incomeQueries.all, 'top-fans', scope, scope === 'period' ? query : null],
      queryFn: () =>
        client.incomes.topFans(
          scope === 'period' ? { scope, ...query, limit: TOP_FANS_SHOWN } : { scope, limit: TOP_FANS_SHOWN },
        ),
    }),
  soldItems: (client: CreatorClient, query: IncomePeriodQuery, kind: SoldItemKind | null) =>
    infiniteQueryOptions({
      queryKey: [...incomeQueries.all, 'sold-items', query, kind],
      queryFn: ({ pageParam }) =>
        client.incomes.soldItems({
          ...query,
          ...(kind ? { kind } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.cursor,
    }),
  payouts: (client: CreatorClient) =>
    infiniteQueryOptions({
      queryKey: [...incomeQueries.all, 'payouts'],
      queryFn: ({ pageParam }) =>
        client.incomes.payouts({ limit: PAYOUTS_PAGE, ...(pageParam ? { cursor: pageParam } : {}) }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.cursor,
    }),
  payoutLines: (client: CreatorClient, payoutId: string) =>
    infiniteQueryOptions({
      queryKey: [...incomeQueries.all, 'payouts', payoutId, 'lines'],
      queryFn: ({ pageParam }) =>
        client.incomes.payoutLines(payoutId, pageParam ? { cursor: pageParam } : {}),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.cursor,
    }),
};
