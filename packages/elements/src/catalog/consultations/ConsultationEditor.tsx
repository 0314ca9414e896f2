import type { Consultation } from '@mym/sdk';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../../common/LoadState';
import { useCreatorClient } from '../../creator-client';
import { ConsultationEditorForm } from './ConsultationEditorForm';
import { catalogErrorKey } from './catalog-error';
import { consultationQueries } from './consultation-queries';

export interface ConsultationEditorProps {
  /** The consultation to edit (`/catalog/consultations/edit/:id`); without it one is created. */
  consultationId?: string | undefined;
  /** Shown above the screen (the site passes the calendar-health banner). */
  banner?: ReactNode;
  /** Saved: the consultation as the API stored it. */
  onSaved?: ((consultation: Consultation) => void) | undefined;
  /** The creator gave up; nothing was saved. */
  onCancel?: (() => void) | undefined;
}

/**
 * Creates (`/catalog/consultations/creation`) or edits (`/catalog/consultations/edit/:id`) a consultation: title,
 * description, length, price and whether fans can book it now. Validated on submit with every key under its field.
 */
export function ConsultationEditor({ consultationId, banner, onSaved, onCancel }: ConsultationEditorProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const stored = useQuery({
    ...consultationQueries.detail(client, consultationId ?? ''),
    enabled: consultationId !== undefined,
  });
  const editing = consultationId !== undefined;
  const state = !editing ? 'create' : stored.isPending ? 'loading' : stored.isError ? 'error' : 'edit';

  return (
    <section className="mym-consultations" aria-labelledby="mym-consultation-editor-title" data-state={state}>
      {banner}
      <div className="mym-screen__header mym-consultations__header">
        <h1
          id="mym-consultation-editor-title"
          className="mym-screen__title mym-consultations__title"
          tabIndex={-1}
          data-screen-title
        >
          {t(editing ? 'catalog_consultation_edit_title' : 'catalog_consultation_create_title')}
        </h1>
      </div>
      {state === 'loading' && <LoadingState label={t('catalog_consultations_loading')} />}
      {state === 'error' && (
        <LoadError
          title={t(catalogErrorKey(stored.error))}
          onRetry={() => void stored.refetch()}
          retrying={stored.isFetching}
        />
      )}
      {(state === 'create' || state === 'edit') && (
        <ConsultationEditorForm
          key={stored.data?.id ?? 'new'}
          stored={editing ? stored.data : undefined}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      )}
    </section>
  );
}
