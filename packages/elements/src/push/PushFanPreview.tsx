import type { PushForm } from '@mym/sdk';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MediaPreview } from '../common/MediaPreview';
import { FanPreview } from '../composer/FanPreview';
import { chosenPrice, formatMoney } from './push-summary';

/**
 * What fans will see of the push, as the creator types: the teaser everyone sees, the message, the locked
 * medias and the price to unlock them. Beside the form on a laptop, under it on a phone.
 */
export function PushFanPreview({ form }: { form: UseFormReturn<PushForm> }) {
  const { t, i18n } = useTranslation();
  const [teaser, caption, medias, price, customPrice] = useWatch({
    control: form.control,
    name: ['teaser', 'caption', 'medias', 'price', 'customPrice'],
  });
  const shown = teaser && 'preview' in teaser ? teaser : null;
  const amount = chosenPrice({ price, customPrice });
  const priceText = formatMoney(amount.value, amount.currency, i18n.language);
  return (
    <FanPreview title={t('push_preview_title')}>
      {shown ? (
        <MediaPreview type={shown.type} preview={shown.preview} alt={t('push_teaser_alt')} />
      ) : (
        <p className="mym-fan-preview__empty">{t('push_preview_no_teaser')}</p>
      )}
      <p className="mym-fan-preview__caption">{caption.trim() || t('push_preview_no_caption')}</p>
      <p className="mym-fan-preview__unlock">
        {t('push_preview_locked', { count: medias.length })}
        {priceText && <strong> · {t('push_preview_price', { price: priceText })}</strong>}
      </p>
    </FanPreview>
  );
}
