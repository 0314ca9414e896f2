import type { IncomeFigures, IncomeSummary } from '@mym/sdk';
import { useTranslation } from 'react-i18next';
import { formatChange, periodChange } from '../common/period-change';
import { formatDay, formatInstant, money } from './income-format';
import type { LineDrill } from './LedgerLines';
import { periodQuery } from './period';

/** The overview's figures, each with the ledger lines that sum to it. */
const FIGURES = [
  { key: 'gross', field: 'gross', lines: 'gross', kind: undefined, gain: true },
  { key: 'fee', field: 'fee', lines: 'fee', kind: undefined, gain: false },
  { key: 'net', field: 'net', lines: 'net', kind: undefined, gain: true },
  { key: 'reversals', field: 'reversals', lines: 'gross', kind: 'reversal', gain: false },
] as const satisfies readonly {
  key: string;
  field: keyof IncomeFigures;
  lines: LineDrill['figure'];
  kind: 'reversal' | undefined;
  /** Whether a rise is good news (coloured so); fees and reversals only change. */
  gain: boolean;
}[];

/** A change in words and sign: what the screen reader says is what the eye reads. */
export function ChangeText({
  current,
  previous,
  gain,
}: {
  current: number;
  previous: number;
  gain: boolean;
}) {
  const { t, i18n } = useTranslation();
  const change = periodChange(current, previous);
  const direction = change.kind === 'ratio' ? Math.sign(change.tenths) : change.kind === 'new' ? 1 : 0;
  return (
    <span
      className="mym-incomes__change"
      data-direction={gain ? ['down', 'flat', 'up'][direction + 1] : 'flat'}
    >
      {change.kind === 'ratio'
        ? t('incomes_change', { change: formatChange(change, i18n.language) })
        : t(change.kind === 'new' ? 'incomes_change_new' : 'incomes_change_none')}
    </span>
  );
}

/**
 * Gross, fees, net and reversals of the period, each against the previous period of the same length; then what
 * is held, what may be paid out, when each held amount frees up, and the next payout.
 */
export function IncomeOverview({
  summary,
  onDrill,
}: {
  summary: IncomeSummary;
  onDrill: (drill: LineDrill) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { currency, range, previousRange, balances, nextPayout } = summary;
  const rangeText = t('incomes_range', {
    from: formatDay(range.from, locale),
    to: formatDay(range.to, locale),
  });
  const previousText = t('incomes_previous_range', {
    from: formatDay(previousRange.from, locale),
    to: formatDay(previousRange.to, locale),
  });
  const query = periodQuery(
    summary.period === 'custom'
      ? { period: 'custom', range: { from: range.from, to: range.to } }
      : { period: summary.period },
  );
  return (
    <section className="mym-incomes__overview" part="overview" aria-labelledby="mym-incomes-overview">
      <h2 id="mym-incomes-overview" className="mym-incomes__section-title">
        {t('incomes_overview_title')}
      </h2>
      <p className="mym-incomes__muted">
        {rangeText} · {previousText}
      </p>
      <ul className="mym-incomes__figures">
        {FIGURES.map((figure) => (
          <li key={figure.key}>
            <button
              type="button"
              className="mym-incomes__figure"
              data-figure={figure.key}
              onClick={() =>
                onDrill({
                  title: `${t(`incomes_figure_${figure.key}`)} · ${rangeText}`,
                  figure: figure.lines,
                  query: { ...query, currency, ...(figure.kind ? { kind: figure.kind } : {}) },
                })
              }
            >
              <span className="mym-incomes__figure-label">{t(`incomes_figure_${figure.key}`)}</span>
              <span className="mym-incomes__figure-amount" data-testid={`figure-${figure.key}`}>
                {money(summary.current[figure.field], currency, locale)}
              </span>
              <ChangeText
                current={summary.current[figure.field]}
                previous={summary.previous[figure.field]}
                gain={figure.gain}
              />
              <span className="mym-visually-hidden">{t('incomes_see_lines')}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mym-incomes__balances">
        <dl className="mym-incomes__facts">
          <div>
            <dt>{t('incomes_pending')}</dt>
            <dd data-testid="balance-pending">{money(balances.pending, balances.currency, locale)}</dd>
          </div>
          <div>
            <dt>{t('incomes_available')}</dt>
            <dd data-testid="balance-available">{money(balances.available, balances.currency, locale)}</dd>
          </div>
          <div>
            <dt>{t('incomes_next_payout')}</dt>
            <dd data-testid="next-payout">
              {nextPayout
                ? t('incomes_next_payout_value', {
                    amount: money(nextPayout.amount, nextPayout.currency, locale),
                    date: formatInstant(nextPayout.scheduledAt, range.timeZone, locale),
                  })
                : t('incomes_next_payout_none')}
            </dd>
          </div>
        </dl>
        {balances.releases.length > 0 && (
          <div className="mym-incomes__releases">
            <h3 className="mym-incomes__subtitle">{t('incomes_releases_title')}</h3>
            <ul>
              {balances.releases.map((release) => (
                <li key={release.availableAt}>
                  <span>{formatInstant(release.availableAt, range.timeZone, locale)}</span>
                  <span>{money(release.amount, balances.currency, locale)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
