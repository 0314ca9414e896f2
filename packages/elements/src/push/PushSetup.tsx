import { CAPTION_MAX_LENGTH, type PushForm } from '@mym/sdk';
import { characterCount } from '@mym/sdk/rules';
import { Button, TextArea } from '@mym/ui';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';
import { PushScheduleField } from '../common/schedule/ScheduleField';
import { registerStored } from '../common/stored-field';
import { focusFirstInvalidField } from './first-invalid-field';
import { PushDiscountField } from './PushDiscountField';
import { PushFanPreview } from './PushFanPreview';
import { PushMediasField } from './PushMediasField';
import { PushPriceField } from './PushPriceField';
import { PushTargetsField } from './PushTargetsField';
import { PushTeaserField } from './PushTeaserField';
import type { PushComposerData } from './use-push-composer-data';

export interface PushSetupProps {
  form: UseFormReturn<PushForm>;
  data: PushComposerData;
  editing: boolean;
  onPick: () => void;
  /** The form passed every rule of spec 5: on to the recap. */
  onReview: () => void;
  onCancel: () => void;
  /** Where the creator's pushes are listed, when the host has a page for them. */
  listHref?: string | undefined;
}

/**
 * The setup screen (spec 2 "/push/*"), for creating and editing: every field of the push form of spec 3, and
 * beside it what fans will see.
 */
export function PushSetup({ form, data, editing, onPick, onReview, onCancel, listHref }: PushSetupProps) {
  const { t } = useTranslation();
  const formElement = useRef<HTMLFormElement>(null);
  // The errors show on the next paint; focus then goes to the first of them, top of the page first.
  const onInvalid = () => requestAnimationFrame(() => focusFirstInvalidField(formElement.current));
  return (
    <div className="mym-composer-layout">
      <form
        ref={formElement}
        className="mym-push-setup"
        part="form"
        noValidate
        onSubmit={form.handleSubmit(onReview, onInvalid)}
      >
        <div className="mym-screen__header">
          <h1 className="mym-screen__title" tabIndex={-1}>
            {editing ? t('push_edit_title') : t('push_create_title')}
          </h1>
          {listHref && (
            <a className="mym-screen__list-link" href={listHref}>
              {t('push_confirmation_list')}
            </a>
          )}
        </div>
        <PushTargetsField form={form} targets={data.targets} />
        <PushMediasField form={form} onPick={onPick} />
        <PushTeaserField form={form} />
        <TextArea
          label={t('push_caption_label')}
          characterLimit={CAPTION_MAX_LENGTH}
          countCharacters={characterCount}
          error={fieldError(form, 'caption', t)}
          {...registerStored(form, 'caption')}
        />
        <PushPriceField form={form} ranges={data.prices} />
        <PushDiscountField form={form} durations={data.discountDurations} />
        <PushScheduleField
          form={form}
          timeZone={data.timeZone}
          publicationDates={data.publicationDates}
          restrictedDates={data.restrictedDates}
        />
        <div className="mym-screen__actions" part="actions">
          <Button type="submit">{t('push_review')}</Button>
          <Button variant="tertiary" onClick={onCancel}>
            {t('push_cancel')}
          </Button>
        </div>
      </form>
      <PushFanPreview form={form} />
    </div>
  );
}
