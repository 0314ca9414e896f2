import {
  INCOME_LINES_PAGE_SIZE,
  INCOME_PAYOUTS_PAGE_SIZE,
  INCOME_SOLD_ITEMS_PAGE_SIZE,
  INCOME_TOP_FANS_MAX,
  incomeExportStruct,
  incomeLinePageStruct,
  incomeLinesQueryStruct,
  incomePeriodQueryStruct,
  incomeSeriesQueryStruct,
  incomeSeriesStruct,
  incomeSummaryStruct,
  incomeTopFansQueryStruct,
  incomeTopFansStruct,
  payoutLinePageStruct,
  payoutLinesQueryStruct,
  payoutPageStruct,
  payoutsQueryStruct,
  soldItemPageStruct,
  soldItemsQueryStruct,
} from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { assign, object, optional } from 'superstruct';
import { findIncomeExport } from '../db/income-exports';
import { payoutLinePage } from '../db/ledger-reports';
import { encodeCursor } from '../db/messages';
import { findPayout, listPayouts } from '../db/payouts';
import type { ApiContext } from '../http/api-context';
import { queryInteger } from '../http/paging';
import { defineRoute, notFound } from '../http/route-catalog';
import { toIncomeLine, toPayout } from '../presenters/incomes';
import { incomeCsv } from '../services/income-csv';
import { exportFilename, requestIncomeExport } from '../services/income-exports';
import { incomeLines, incomeSeries, incomeSummary, incomeTopFans } from '../services/incomes';
import { readCursor } from '../services/message-pages';
import { soldItemPage } from '../services/sold-items';

const TAG = 'incomes';

/** Query values arrive as text: the page sizes are read as whole numbers within the contract's bounds. */
const withLimit = (max: number) => object({ limit: optional(queryInteger(1, max)) });

/**
 * What the creator earns (`/incomes/...`): figures, the chart, the lines behind both, top fans, what sells,
 * payouts and the CSV export. Every figure is in one currency's minor units, days in the creator's zone.
 */
export function incomeRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/incomes/summary',
    tag: TAG,
    access: 'creator',
    summary:
      "A period's gross, fees, net and reversals against the previous period, balances and next payout",
    query: incomePeriodQueryStruct,
    response: incomeSummaryStruct,
    handler: async ({ request, query }) => incomeSummary(db, request.creator, query, ctx.clock()),
  });
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/incomes/series',
    tag: TAG,
    access: 'creator',
    summary: "Net by the creator's day, week or month over a period, stacked by source",
    query: incomeSeriesQueryStruct,
    response: incomeSeriesStruct,
    handler: async ({ request, query }) => incomeSeries(db, request.creator, query, ctx.clock()),
  });
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/incomes/lines',
    tag: TAG,
    access: 'creator',
    summary:
      'The ledger lines behind a figure (period, bucket, source, kind, fan, item), newest first, with their sum',
    query: assign(incomeLinesQueryStruct, withLimit(INCOME_LINES_PAGE_SIZE)),
    response: incomeLinePageStruct,
    handler: async ({ request, query }) => incomeLines(db, request.creator, query, ctx.clock()),
  });
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/incomes/top-fans',
    tag: TAG,
    access: 'creator',
    summary: 'Fans who brought the most, lifetime or over a period',
    query: assign(incomeTopFansQueryStruct, withLimit(INCOME_TOP_FANS_MAX)),
    response: incomeTopFansStruct,
    handler: async ({ request, query }) => incomeTopFans(db, request.creator, query, ctx.clock()),
  });
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/incomes/sold-items',
    tag: TAG,
    access: 'creator',
    summary:
      'Pushes, paid messages and consultations sold: recipients, buyers, conversion, revenue, discount effect',
    query: assign(soldItemsQueryStruct, withLimit(INCOME_SOLD_ITEMS_PAGE_SIZE)),
    response: soldItemPageStruct,
    handler: async ({ request, query }) => soldItemPage(db, request.creator, query, ctx.clock()),
  });
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/incomes/payouts',
    tag: TAG,
    access: 'creator',
    summary: 'Payouts, newest first, with their status (failed ones with the reason)',
    query: assign(payoutsQueryStruct, withLimit(INCOME_PAYOUTS_PAGE_SIZE)),
    response: payoutPageStruct,
    handler: async ({ request, query }) => {
      const limit = query.limit ?? INCOME_PAYOUTS_PAGE_SIZE;
      const rows = await listPayouts(
        db,
        request.creator.id,
        limit + 1,
        query.status,
        readCursor(query.cursor),
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        payouts: page.map(toPayout),
        cursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
      };
    },
  });
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/incomes/payouts/:id/lines',
    tag: TAG,
    access: 'creator',
    summary: 'One payout and the ledger lines it paid',
    query: assign(payoutLinesQueryStruct, withLimit(INCOME_LINES_PAGE_SIZE)),
    response: payoutLinePageStruct,
    handler: async ({ request, query, params }) => {
      const payout = await findPayout(db, request.creator.id, params.id ?? '');
      if (!payout) throw notFound();
      const limit = query.limit ?? INCOME_LINES_PAGE_SIZE;
      const rows = await payoutLinePage(db, payout.id, limit + 1, readCursor(query.cursor));
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        payout: toPayout(payout),
        lines: page.map((row) => toIncomeLine(row, request.creator.time_zone)),
        cursor: rows.length > limit && last ? encodeCursor(last.occurred_at, last.id) : null,
      };
    },
  });
  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/incomes/exports',
    tag: TAG,
    access: 'creator',
    summary: "A short-lived link to the period's ledger as CSV",
    body: incomePeriodQueryStruct,
    response: incomeExportStruct,
    successStatus: 201,
    handler: async ({ request, body }) =>
      requestIncomeExport(db, request.creator, body, ctx.clock(), ctx.publicUrl),
  });
}

/**
 * `GET /incomes/exports/:id`: the CSV file of an export asked for within EXPORT_LINK_LIFETIME_MS. The link is the
 * credential (an unguessable id, like a signed media link), so a browser downloads it without a bearer token.
 */
export function incomeExportFileRoutes(app: FastifyInstance, ctx: ApiContext) {
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/incomes/exports/:id',
    tag: TAG,
    access: 'public',
    summary: "The period's ledger as CSV (streamed; one row per line, the creator's zone stated)",
    rawContent: 'text/csv',
    handler: async ({ reply, params }) => {
      const file = await findIncomeExport(ctx.db, params.id ?? '', ctx.clock());
      if (!file) throw notFound();
      const filter = {
        creatorId: file.creator_id,
        currency: file.currency,
        start: file.starts_at,
        end: file.ends_at,
      };
      await reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${exportFilename(file.from_day, file.to_day, file.currency)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(incomeCsv(ctx.db, filter, file.time_zone));
      return undefined;
    },
  });
}
