import type { SoldItem } from '@mym/sdk';
import { Badge } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { useCreator } from '../common/creator/use-creator';
import { deviceTimeZone } from '../common/intl-formats';
import { formatBasisPoints, formatInstant, money } from './income-format';

/** One thing sold: who received it, who bought it, what it brought, and a discount's effect. */
export function SoldItemCard({
  item,
  currency,
  onDrill,
}: {
  item: SoldItem;
  currency: string;
  onDrill: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const creator = useCreator();
  const timeZone = creator.data?.timeZone ?? deviceTimeZone();
  const title = item.title || t(`sold_kind_${item.kind}`);
  return (
    <li className="mym-sold__item" data-kind={item.kind}>
      <div className="mym-sold__head">
        <Badge kind="creator">{t(`sold_kind_one_${item.kind}`)}</Badge>
        <h2 className="mym-sold__title">
          <button type="button" className="mym-text-button mym-incomes__link-button" onClick={onDrill}>
            {title}
          </button>
        </h2>
        {item.sentAt && (
          <span className="mym-incomes__muted">{formatInstant(item.sentAt, timeZone, locale)}</span>
        )}
      </div>
      <dl className="mym-incomes__facts mym-sold__facts">
        {item.price !== null && (
          <div>
            <dt>{t('sold_price')}</dt>
            <dd>{money(item.price, currency, locale)}</dd>
          </div>
        )}
        {item.recipients !== null && (
          <div>
            <dt>{t('sold_recipients')}</dt>
            <dd>{item.recipients.toLocaleString(locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t('sold_buyers')}</dt>
          <dd>{item.buyers.toLocaleString(locale)}</dd>
        </div>
        {item.conversionBps !== null && (
          <div>
            <dt>{t('sold_conversion')}</dt>
            <dd>{formatBasisPoints(item.conversionBps, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t('sold_revenue')}</dt>
          <dd data-testid="sold-revenue">{money(item.net, currency, locale)}</dd>
        </div>
      </dl>
      {item.discount && (
        <p className="mym-sold__discount">
          {t('sold_discount_effect', {
            price: money(item.discount.price, currency, locale),
            end: formatInstant(item.discount.endsAt, timeZone, locale),
            buyersDuring: item.discount.buyersDuring,
            revenueDuring: money(item.discount.revenueDuring, currency, locale),
            buyersAfter: item.discount.buyersAfter,
            revenueAfter: money(item.discount.revenueAfter, currency, locale),
          })}
        </p>
      )}
    </li>
  );
}
