import {
  type Consultation,
  CreatorApiError,
  changedFields,
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@mym/sdk';
import {
  type ConsultationField,
  type ConsultationFormValues,
  consultationFormDefaults,
  consultationFormField,
  consultationFormToPayload,
  consultationToForm,
  consultationToPayload,
  validateConsultationForm,
} from '@mym/sdk/forms';
import { Button, Checkbox, TextArea, TextField, useToast } from '@mym/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerStored, registerStoredChoice } from '../../common/stored-field';
import { useCreatorClient } from '../../creator-client';
import { ConsultationDurationField } from './ConsultationDurationField';
import { catalogErrorKey } from './catalog-error';
import { consultationQueries } from './consultation-queries';

/** The rules of the editor, every criterion at once on submit (spec 5 "Generic"), a key under each field. */
const consultationResolver: Resolver<ConsultationFormValues> = (values) => {
  const errors = Object.entries(validateConsultationForm(values));
  if (errors.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(errors.map(([field, key]) => [field, { type: 'rule', message: key }])),
  };
};

export interface ConsultationEditorFormProps {
  /** The consultation being edited; a new one is created without it. */
  stored?: Consultation | undefined;
  onSaved?: ((consultation: Consultation) => void) | undefined;
  onCancel?: (() => void) | undefined;
}

/** The editor's form once the consultation being edited (if any) is loaded. */
export function ConsultationEditorForm({ stored, onSaved, onCancel }: ConsultationEditorFormProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const activeHintId = useId();
  const form = useForm<ConsultationFormValues>({
    defaultValues: stored ? consultationToForm(stored) : consultationFormDefaults(),
    resolver: consultationResolver,
  });
  const { errors } = form.formState;
  const errorOf = (field: ConsultationField) => {
    const key = errors[field]?.message;
    return key ? t(key) : undefined;
  };

  const save = useMutation({
    mutationFn: async (values: ConsultationFormValues) => {
      const payload = consultationFormToPayload(values);
      if (!stored) return client.bookings.consultations.create(payload);
      // Only what the creator changed travels, so a field changed elsewhere meanwhile is not written back.
      const changes = changedFields(consultationToPayload(stored), payload);
      return Object.keys(changes).length === 0
        ? stored
        : client.bookings.consultations.update(stored.id, changes);
    },
    onSuccess: (consultation) => {
      queryClient.setQueryData(consultationQueries.detail(client, consultation.id).queryKey, consultation);
      void queryClient.invalidateQueries({ queryKey: consultationQueries.list(client).queryKey });
      toast.show({ kind: 'success', title: t('catalog_consultation_saved', { title: consultation.title }) });
      onSaved?.(consultation);
    },
    onError: (error) => {
      if (!(error instanceof CreatorApiError) || error.status !== 400 || !error.fields) return;
      // A rule only the API could judge: its key shows under the field it belongs to (spec 5).
      const values = form.getValues();
      for (const [wireField, keys] of Object.entries(error.fields)) {
        const field = consultationFormField(wireField, values);
        if (field && keys[0])
          form.setError(field, { type: 'server', message: keys[0] }, { shouldFocus: true });
      }
    },
  });
  // A refusal whose fields all show under the form's own fields needs no second message.
  const refusedFields =
    save.error instanceof CreatorApiError && save.error.status === 400 && save.error.fields;
  const shownUnderFields =
    refusedFields &&
    Object.keys(refusedFields).every((field) => consultationFormField(field, form.getValues()) !== null);

  return (
    <form
      className="mym-consultation-form"
      part="form"
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <TextField
        label={t('catalog_consultation_title_label')}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="off"
        error={errorOf('title')}
        {...registerStored(form, 'title')}
      />
      <TextArea
        label={t('catalog_consultation_description')}
        hint={t('catalog_consultation_description_hint')}
        characterLimit={DESCRIPTION_MAX_LENGTH}
        error={errorOf('description')}
        {...registerStored(form, 'description')}
      />
      <ConsultationDurationField form={form} errorOf={errorOf} />
      <TextField
        label={t('catalog_consultation_price_label', { currency: form.getValues('currency') })}
        hint={t('catalog_consultation_price_hint')}
        inputMode="decimal"
        autoComplete="off"
        error={errorOf('price')}
        {...registerStored(form, 'price')}
      />
      <Checkbox
        role="switch"
        className="mym-consultation-switch"
        label={t('catalog_consultation_active_label')}
        aria-describedby={activeHintId}
        {...registerStoredChoice(form, 'active')}
      />
      <p id={activeHintId} className="mym-consultation-field__hint">
        {t('catalog_consultation_active_help')}
      </p>
      {save.isError && !shownUnderFields && (
        <p className="mym-form-error" role="alert">
          {t(catalogErrorKey(save.error))}
        </p>
      )}
      <div className="mym-consultations__actions" part="actions">
        <Button type="submit" loading={save.isPending}>
          {t(stored ? 'catalog_consultation_save' : 'catalog_consultation_create')}
        </Button>
        {onCancel && (
          <Button variant="tertiary" onClick={onCancel}>
            {t('catalog_consultation_cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
