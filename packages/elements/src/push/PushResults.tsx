import type { PushRecord } from '@mym/sdk';
import { fromMinorUnits } from '@mym/sdk/rules';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './push-summary';

/**
 * What a push that went out did, from the ledger: the fans it reached, those who bought it and the creator's net
 * revenue from it. Nothing before it is sent: a scheduled push has reached no one yet.
 */
export function PushResults({ push }: { push: PushRecord }) {
  const { t, i18n } = useTranslation();
  if (push.state !== 'sent' && push.state !== 'sending') return null;
  const { buyers, revenue } = push.sales;
  return (
    <dl className="mym-figures mym-push-results" data-testid="push-results">
      <div>
        <dt>{t('push_results_recipients')}</dt>
        <dd>{push.recipients.toLocaleString(i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('push_results_buyers')}</dt>
        <dd>{buyers.toLocaleString(i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('push_results_revenue')}</dt>
        <dd>{formatMoney(fromMinorUnits(revenue.value), revenue.currency, i18n.language)}</dd>
      </div>
    </dl>
  );
}
