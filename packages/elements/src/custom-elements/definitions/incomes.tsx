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
 * A creator's earnings on a partner's dashboard: the period's figures and their change, balances and next payout,
 * the chart by source (its library loads after the figures), top fans, payouts and the CSV export; every figure
 * opens its ledger lines inside the element.
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
