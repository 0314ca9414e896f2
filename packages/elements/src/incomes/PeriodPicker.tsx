import { INCOME_PERIODS, type IncomePeriod } from '@mym/sdk';
import { Button } from '@mym/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDayRange, type PeriodSelection } from './period';

/**
 * The period the figures cover (today, 7 days, 30 days, this month, 12 months, or the creator's own days), as a
 * group of radio buttons: one tab stop, arrows move, as any radio group.
 */
export function PeriodPicker({
  selection,
  onChange,
}: {
  selection: PeriodSelection;
  onChange: (selection: PeriodSelection) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const [choice, setChoice] = useState<IncomePeriod>(selection.period);
  const [from, setFrom] = useState(selection.period === 'custom' ? selection.range.from : '');
  const [to, setTo] = useState(selection.period === 'custom' ? selection.range.to : '');
  const [invalid, setInvalid] = useState(false);

  const choose = (period: IncomePeriod) => {
    setChoice(period);
    if (period !== 'custom') onChange({ period });
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    if (!isDayRange(from, to)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({ period: 'custom', range: { from, to } });
  };

  return (
    <div className="mym-incomes__period" part="period">
      <fieldset className="mym-filter-chips mym-incomes__choices">
        <legend className="mym-visually-hidden">{t('incomes_period_label')}</legend>
        {INCOME_PERIODS.map((period) => (
          <label key={period} className="mym-filter-chip mym-incomes__choice">
            <input
              type="radio"
              name={name}
              value={period}
              checked={choice === period}
              onChange={() => choose(period)}
            />
            <span>{t(`incomes_period_${period}`)}</span>
          </label>
        ))}
      </fieldset>
      {choice === 'custom' && (
        <form className="mym-incomes__custom" onSubmit={applyCustom} noValidate>
          <label>
            {t('incomes_custom_from')}
            <input type="date" value={from} required onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label>
            {t('incomes_custom_to')}
            <input type="date" value={to} required onChange={(event) => setTo(event.target.value)} />
          </label>
          <Button type="submit" size="small" variant="secondary">
            {t('incomes_custom_apply')}
          </Button>
          {invalid && (
            <p className="mym-incomes__error" role="alert">
              {t('incomes_custom_invalid')}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
