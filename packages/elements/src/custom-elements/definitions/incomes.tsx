import commonStyles from '../../common/common.css?inline';
import { Incomes } from '../../incomes/Incomes';
import incomesStyles from '../../incomes/incomes.css?inline';
import { defineFeatureElement } from '../define-element';

type IncomesAttributes = {
  /** The period shown first: `today`, `7d`, `30d`, `month` (the default) or `12m`. */
  period: string;
};

const PERIODS = ['today', '7d', '30d', 'month', '12m'] as const;

/**
 * A creator's earnings on a partner's dashboard: gross, fees, net and reversals of a period against the
 * previous one, balances and the next payout, net by day, week or month stacked by source (the chart loads
 * after the figures, with its points on the keyboard and a table), top fans, payouts and the CSV export;
 * every figure opens its ledger lines.
 * @csspart incomes - The earnings screen.
 * @csspart period - The period picker.
 * @csspart overview - The period's figures against the previous one, balances and the next payout.
 * @csspart chart - The net by day, week or month, stacked by source, with its table.
 * @csspart top-fans - The fans who spent most in the period.
 * @csspart payouts - The payouts.
 */
defineFeatureElement<IncomesAttributes>(
  'mym-incomes',
  ({ attributes }) => {
    const period = PERIODS.find((value) => value === attributes.period) ?? 'month';
    return <Incomes key={period} initialPeriod={{ period }} />;
  },
  {
    attributes: ['period'],
    styles: [commonStyles, incomesStyles],
    catalogues: ['incomes'],
  },
);
