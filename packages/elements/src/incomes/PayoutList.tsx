import type { Payout, PayoutStatus } from '@mym/sdk';
import { Badge, type BadgeKind, Button } from '@mym/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreator } from '../common/creator/use-creator';
import { deviceTimeZone } from '../common/intl-formats';
import { LoadError, LoadingState } from '../common/LoadState';
import { NextPageButton } from '../common/NextPageButton';
import { useCreatorClient } from '../creator-client';
import { formatInstant, money } from './income-format';
import { incomeQueries } from './incomes-queries';

// The sales of a payout open in a dialog that loads when first asked for.
const PayoutSales = lazy(() => import('./PayoutSales').then((module) => ({ default: module.PayoutSales })));

const STATUS_BADGES: Record<PayoutStatus, BadgeKind> = {
  pending: 'default',
  processing: 'in-progress',
  paid: 'success',
  failed: 'danger',
};

/** The payouts, newest first, with their status (a failed one says why) and the sales each one paid. */
export function PayoutList() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const client = useCreatorClient();
  const creator = useCreator();
  const timeZone = creator.data?.timeZone ?? deviceTimeZone();
  const titleId = useId();
  const pages = useInfiniteQuery(incomeQueries.payouts(client));
  const [open, setOpen] = useState<Payout | null>(null);
  const payouts = pages.data?.pages.flatMap((page) => page.payouts) ?? [];

  return (
    <section className="mym-incomes__payouts" part="payouts" aria-labelledby={titleId}>
      <h2 id={titleId} className="mym-incomes__section-title">
        {t('incomes_payouts_title')}
      </h2>
      {pages.isPending ? (
        <LoadingState label={t('incomes_payouts_loading')} />
      ) : pages.isError ? (
        <LoadError
          title={t('incomes_payouts_error')}
          onRetry={() => pages.refetch()}
          retrying={pages.isFetching}
        />
      ) : payouts.length === 0 ? (
        <p className="mym-incomes__muted">{t('incomes_payouts_empty')}</p>
      ) : (
        <ul className="mym-incomes__payout-list">
          {payouts.map((payout) => (
            <li key={payout.id} className="mym-incomes__payout" data-status={payout.status}>
              <div className="mym-incomes__payout-main">
                <span className="mym-incomes__amount">{money(payout.amount, payout.currency, locale)}</span>
                <Badge kind={STATUS_BADGES[payout.status]}>{t(`incomes_payout_${payout.status}`)}</Badge>
                <span className="mym-incomes__muted">
                  {formatInstant(payout.paidAt ?? payout.createdAt, timeZone, locale)} ·{' '}
                  {t('incomes_payout_lines', { count: payout.lineCount })}
                </span>
              </div>
              {payout.status === 'failed' && payout.failureReason && (
                <span className="mym-incomes__error">
                  {t('incomes_payout_failure', { reason: payout.failureReason })}
                </span>
              )}
              <Button variant="tertiary" size="small" onClick={() => setOpen(payout)}>
                {t('incomes_payout_sales')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <NextPageButton pages={pages} label={t('incomes_payouts_more')} />
      {open && (
        <Suspense fallback={null}>
          <PayoutSales payout={open} timeZone={timeZone} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
