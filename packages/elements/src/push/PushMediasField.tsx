import type { PushForm } from '@mym/sdk';
import { Button } from '@mym/ui';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';
import { MediaThumbnails } from '../common/MediaThumbnails';

export interface PushMediasFieldProps {
  form: UseFormReturn<PushForm>;
  /** Opens the cloud to choose medias (the cloud and collection screens of spec 2). */
  onPick: () => void;
}

/** What the fans unlock (spec 3 "medias", at least one: spec 5): the chosen cloud medias, each removable. */
export function PushMediasField({ form, onPick }: PushMediasFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const medias = useWatch({ control: form.control, name: 'medias' });
  const error = fieldError(form, 'medias', t);
  const remove = (id: string) =>
    form.setValue(
      'medias',
      medias.filter((media) => media.id !== id),
      { shouldDirty: true },
    );

  return (
    <fieldset
      className="mym-field-card"
      part="medias"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mym-field-card__legend">{t('push_medias_title')}</legend>
      {medias.length > 0 && (
        <MediaThumbnails
          medias={medias}
          label={t('push_medias_chosen', { count: medias.length })}
          onRemove={remove}
        />
      )}
      <Button variant="secondary" onClick={onPick}>
        {medias.length > 0 ? t('push_medias_change') : t('push_medias_pick')}
      </Button>
      {error && (
        <p id={errorId} className="mym-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
