import type { LiveForm } from '@mym/sdk';
import { Button } from '@mym/ui';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';
import { MediaPreview } from '../common/MediaPreview';

/** The teaser fans see before they buy: one media chosen from the cloud, removable. */
export function LiveTeaserField({ form, onPick }: { form: UseFormReturn<LiveForm>; onPick: () => void }) {
  const { t } = useTranslation();
  const teaser = useWatch({ control: form.control, name: 'teaser' });
  const error = fieldError(form, 'teaser', t);
  return (
    <fieldset className="mym-field-card" part="teaser">
      <legend className="mym-field-card__legend">{t('live_teaser_title')}</legend>
      <p className="mym-field-card__hint">{t('live_teaser_hint')}</p>
      {teaser && (
        <div className="mym-live-teaser">
          <MediaPreview type={teaser.type} preview={teaser.preview} alt={t('live_teaser_alt')} />
          <Button
            variant="tertiary"
            size="small"
            onClick={() => form.setValue('teaser', null, { shouldDirty: true })}
          >
            {t('live_teaser_remove')}
          </Button>
        </div>
      )}
      <Button variant="secondary" size="small" onClick={onPick}>
        {teaser ? t('live_teaser_change') : t('live_teaser_pick')}
      </Button>
      {error && (
        <p className="mym-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
