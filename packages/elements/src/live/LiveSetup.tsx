import { LIVE_DESCRIPTION_MAX_LENGTH, LIVE_TITLE_MAX_LENGTH, type LiveForm, type LiveRecord } from '@mym/sdk';
import { characterCount } from '@mym/sdk/rules';
import { Banner, Button, Checkbox, TextArea, TextField } from '@mym/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { fieldError } from '../common/field-error';
import { registerStored, registerStoredChoice } from '../common/stored-field';
import { LiveAudienceField } from './LiveAudienceField';
import { LiveDurationField } from './LiveDurationField';
import { LiveStartField } from './LiveStartField';
import { LiveTeaserField } from './LiveTeaserField';
import { LiveTicketField } from './LiveTicketField';
import type { LiveComposerData } from './use-live-composer-data';

export interface LiveSetupProps {
  form: UseFormReturn<LiveForm>;
  data: LiveComposerData;
  /** The live being edited, as last read; null for a new one. */
  stored: LiveRecord | null;
  saving: boolean;
  failure: string | null;
  /** The live changed elsewhere since it was read (409): nothing was saved. */
  conflict: boolean;
  cancelling: UseMutationResult<LiveRecord, Error, void>;
  listHref?: string | undefined;
  onPickTeaser: () => void;
  onSave: () => void;
  onReload: () => void;
  onCancel: () => void;
}

/** The live configuration screen: every field of a live, the save, and for a scheduled live its cancellation. */
export function LiveSetup({
  form,
  data,
  stored,
  saving,
  failure,
  conflict,
  cancelling,
  listHref,
  onPickTeaser,
  onSave,
  onReload,
  onCancel,
}: LiveSetupProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const editable = !stored || stored.state === 'scheduled';
  return (
    <form className="mym-live-setup" part="form" noValidate onSubmit={form.handleSubmit(onSave)}>
      <div className="mym-screen__header mym-live__header">
        <h1 className="mym-screen__title mym-live__title" tabIndex={-1}>
          {stored ? t('live_edit_title') : t('live_create_title')}
        </h1>
        {listHref && (
          <a className="mym-live__link" href={listHref}>
            {t('live_list_link')}
          </a>
        )}
      </div>
      {stored?.state === 'cancelled' && <Banner kind="warning">{t('live_cancelled_banner')}</Banner>}
      {conflict && (
        <Banner kind="warning">
          <span>{t('live_conflict')}</span>{' '}
          <Button variant="tertiary" size="small" onClick={onReload}>
            {t('live_reload')}
          </Button>
        </Banner>
      )}
      <TextField
        label={t('live_title_label')}
        maxLength={LIVE_TITLE_MAX_LENGTH}
        error={fieldError(form, 'title', t)}
        {...registerStored(form, 'title')}
      />
      <TextArea
        label={t('live_description_label')}
        characterLimit={LIVE_DESCRIPTION_MAX_LENGTH}
        countCharacters={characterCount}
        error={fieldError(form, 'description', t)}
        {...registerStored(form, 'description')}
      />
      <LiveTeaserField form={form} onPick={onPickTeaser} />
      <LiveStartField form={form} data={data} />
      <LiveDurationField form={form} />
      <LiveAudienceField form={form} targets={data.targets} />
      <LiveTicketField form={form} ranges={data.prices} />
      <Checkbox label={t('live_chat_label')} {...registerStoredChoice(form, 'chat')} />
      {failure && (
        <p className="mym-field__error" role="alert">
          {failure}
        </p>
      )}
      <div className="mym-live__actions" part="actions">
        {editable && (
          <Button type="submit" loading={saving}>
            {stored ? t('live_save') : t('live_schedule')}
          </Button>
        )}
        <Button variant="tertiary" onClick={onCancel}>
          {t('live_back')}
        </Button>
        {stored && editable && (
          <Button variant="destructive" onClick={() => setAsking(true)}>
            {t('live_cancel_live')}
          </Button>
        )}
      </div>
      {asking && stored && (
        <ConfirmDialog
          title={t('live_cancel_title', { title: stored.title })}
          confirmLabel={t('live_cancel_confirm')}
          keepLabel={t('live_cancel_keep')}
          busy={cancelling.isPending}
          problem={cancelling.isError && !conflict ? t('live_cancel_error') : undefined}
          onConfirm={() =>
            cancelling.mutate(undefined, {
              onSettled: (_live, error) => {
                if (!error || conflict) setAsking(false);
              },
            })
          }
          onClose={() => setAsking(false)}
        >
          {stored.ticketsSold > 0
            ? t('live_cancel_refunds', { count: stored.ticketsSold })
            : t('live_cancel_no_tickets')}
        </ConfirmDialog>
      )}
    </form>
  );
}
