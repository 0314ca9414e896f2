import {
  type IncomeLinePage,
  type IncomeLinesQuery,
  type IncomeTopFans,
  type IncomeTopFansQuery,
  incomeLinePageStruct,
  incomeTopFansStruct,
} from '../contract/income-lines';
import {
  type IncomeExport,
  type IncomePeriodQuery,
  type IncomeSeries,
  type IncomeSeriesQuery,
  type IncomeSummary,
  incomeExportStruct,
  incomeSeriesStruct,
  incomeSummaryStruct,
} from '../contract/incomes';
import {
  type PayoutLinePage,
  type PayoutLinesQuery,
  type PayoutPage,
  type PayoutsQuery,
  payoutLinePageStruct,
  payoutPageStruct,
} from '../contract/payouts';
import { type SoldItemPage, type SoldItemsQuery, soldItemPageStruct } from '../contract/sold-items';
import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import type { ApiRequest } from '../http/request';

/** Catalogue messages of the incomes calls, worded like spec 8's ('Error while <doing> <what>'). */
export const INCOME_CALL_ERRORS = {
  fetchSummary: 'Error while fetching incomes',
  fetchSeries: 'Error while fetching incomes chart',
  fetchLines: 'Error while fetching income lines',
  fetchTopFans: 'Error while fetching top fans',
  fetchSoldItems: 'Error while fetching sold items',
  fetchPayouts: 'Error while fetching payouts',
  fetchPayoutLines: 'Error while fetching payout lines',
  exportCsv: 'Error while exporting incomes',
} as const;

/**
 * `client.incomes`: what the creator earns, from what, from whom and when it is paid. Every figure is in minor
 * units of one currency and is the exact sum of the ledger lines behind it; days are the creator's days, in the
 * creator's time zone.
 */
export interface IncomeResource {
  /** Gross, fees, net and reversals of a period and of the previous one, balances and the next payout. */
  summary(query: IncomePeriodQuery): Promise<IncomeSummary>;
  /** Net by day, week or month, stacked by source, every bucket of the period (empty ones included). */
  series(query: IncomeSeriesQuery): Promise<IncomeSeries>;
  /** The ledger lines behind a figure, newest first, with their sum; pass the page's `cursor` for the next. */
  lines(query: IncomeLinesQuery): Promise<IncomeLinePage>;
  /** The fans who brought the most, lifetime (the default) or over a period. */
  topFans(query?: IncomeTopFansQuery): Promise<IncomeTopFans>;
  /** Pushes, paid messages and consultations sold: recipients, buyers, conversion, revenue, discount effect. */
  soldItems(query?: SoldItemsQuery): Promise<SoldItemPage>;
  /** Payouts, newest first, with their status (a failed one with its reason). */
  payouts(query?: PayoutsQuery): Promise<PayoutPage>;
  /** One payout and the ledger lines it paid. */
  payoutLines(payoutId: string, query?: PayoutLinesQuery): Promise<PayoutLinePage>;
  /**
   * A short-lived signed link to the period's ledger as CSV (one row per line, amounts as decimals with their
   * currency, the creator's zone stated): open it or give it to an `<a download>`; the file streams.
   */
  exportCsv(query: IncomePeriodQuery): Promise<IncomeExport>;
}

export function createIncomeResource(request: ApiRequest): IncomeResource {
  return {
    summary: async (query) =>
      request('GET', '/incomes/summary', {
        errorMessage: INCOME_CALL_ERRORS.fetchSummary,
        query: { ...query },
        response: incomeSummaryStruct,
      }),
    series: async (query) =>
      request('GET', '/incomes/series', {
        errorMessage: INCOME_CALL_ERRORS.fetchSeries,
        query: { ...query },
        response: incomeSeriesStruct,
      }),
    lines: async (query) =>
      request('GET', '/incomes/lines', {
        errorMessage: INCOME_CALL_ERRORS.fetchLines,
        query: { ...query },
        response: incomeLinePageStruct,
      }),
    topFans: async (query = {}) =>
      request('GET', '/incomes/top-fans', {
        errorMessage: INCOME_CALL_ERRORS.fetchTopFans,
        query: { ...query },
        response: incomeTopFansStruct,
      }),
    soldItems: async (query = {}) =>
      request('GET', '/incomes/sold-items', {
        errorMessage: INCOME_CALL_ERRORS.fetchSoldItems,
        query: { ...query },
        response: soldItemPageStruct,
      }),
    payouts: async (query = {}) =>
      request('GET', '/incomes/payouts', {
        errorMessage: INCOME_CALL_ERRORS.fetchPayouts,
        query: { ...query },
        response: payoutPageStruct,
      }),
    payoutLines: async (payoutId, query = {}) =>
      request(
        'GET',
        resourcePath('/incomes/payouts', requireArgument(payoutId, GUARD_MESSAGES.id), 'lines'),
        {
          errorMessage: INCOME_CALL_ERRORS.fetchPayoutLines,
          query: { ...query },
          response: payoutLinePageStruct,
        },
      ),
    exportCsv: async (query) =>
      request('POST', '/incomes/exports', {
        errorMessage: INCOME_CALL_ERRORS.exportCsv,
        body: query,
        response: incomeExportStruct,
      }),
  };
}
