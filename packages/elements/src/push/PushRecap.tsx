import type { PushForm } from '@mym/sdk';
import { Button } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { MediaThumbnails } from '../common/MediaThumbnails';
import { discountDurationLabel } from './PushDiscountField';
import { chosenPrice, formatInZone, formatMoney } from './push-summary';
import type { PushComposerData } from './use-push-composer-data';
import { useRecipientTotal } from './use-recipient-total';

export interface PushRecapProps {
  values: PushForm;
  data: PushComposerData;
  editing: boolean;
  saving: boolean;
  /** A failure to say above the buttons (translated), or null. */
  failure: string | null;
  /** The push was changed elsewhere since it was loaded: offer to load the stored one. */
  conflict: boolean;
  onConfirm: () => void;
  onEdit: () => void;
  onReload: () => void;
}

/**
 * The recap (spec 2): everything the fans will get, amounts formatted, the discount and when it ends, the
 * schedule in the creator's time zone named as such; confirming creates or updates the push.
 */
export function PushRecap({
  values,
  data,
  editing,
  saving,
  failure,
  conflict,
  onConfirm,
  onEdit,
  onReload,
}: PushRecapProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const price = chosenPrice(values);
  const chosenTargets = data.targets.filter((target) => values.targets.includes(target.id));
  const recipients = useRecipientTotal(values.targets);
  const sendAt = values.isScheduled && values.scheduledAt ? values.scheduledAt : null;
  const discountEnd =
    values.hasDiscount && sendAt && values.discount.duration
      ? new Date(sendAt.getTime() + values.discount.duration * 1000)
      : null;

  return (
    <section className="mym-push-recap" part="recap" aria-labelledby="mym-push-recap-title">
      <h1 id="mym-push-recap-title" className="mym-screen__title" tabIndex={-1}>
        {t('push_recap_title')}
      </h1>
      <dl className="mym-recap__list">
        <dt>{t('push_targets_title')}</dt>
        <dd>
          {chosenTargets.map((target) => t(`push_target_${target.id}`)).join(', ')}
          {recipients !== undefined && ` · ${t('push_targets_total', { count: recipients })}`}
        </dd>
        <dt>{t('push_medias_title')}</dt>
        <dd>
          <MediaThumbnails medias={values.medias} />
        </dd>
        <dt>{t('push_teaser_title')}</dt>
        <dd>{values.teaser ? t('push_recap_teaser_yes') : t('push_recap_teaser_none')}</dd>
        <dt>{t('push_caption_label')}</dt>
        <dd className="mym-recap__caption">{values.caption}</dd>
        <dt>{t('push_price_title')}</dt>
        <dd>{formatMoney(price.value, price.currency, locale)}</dd>
        <dt>{t('push_discount_title')}</dt>
        <dd>
          {values.hasDiscount
            ? t('push_recap_discount', {
                price: formatMoney(values.discount.price.value, values.discount.price.currency, locale),
                duration: discountDurationLabel(values.discount.duration ?? 0, t),
              })
            : t('push_recap_discount_none')}
          {discountEnd && (
            <>
              <br />
              {t('push_recap_discount_end', {
                date: formatInZone(discountEnd, data.timeZone, locale),
                timeZone: data.timeZone,
              })}
            </>
          )}
        </dd>
        <dt>{t('push_schedule_title')}</dt>
        <dd>
          {sendAt
            ? t('push_recap_scheduled', {
                date: formatInZone(sendAt, data.timeZone, locale),
                timeZone: data.timeZone,
              })
            : t('push_recap_now')}
        </dd>
      </dl>
      {conflict ? (
        <div className="mym-push-recap__conflict" role="alert">
          <p>{t('push_conflict')}</p>
          <Button variant="secondary" onClick={onReload}>
            {t('push_conflict_reload')}
          </Button>
        </div>
      ) : (
        failure && (
          <p className="mym-form-error" role="alert">
            {failure}
          </p>
        )
      )}
      <div className="mym-screen__actions" part="actions">
        <Button onClick={onConfirm} loading={saving} disabled={conflict}>
          {editing ? t('push_recap_update') : sendAt ? t('push_recap_schedule') : t('push_recap_send')}
        </Button>
        <Button variant="tertiary" onClick={onEdit}>
          {t('push_recap_edit')}
        </Button>
      </div>
    </section>
  );
}
