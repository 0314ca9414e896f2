import type { Consultation } from '@mym/sdk';
import { Badge, Button, useToast } from '@mym/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../../common/LoadState';
import { useCreatorClient } from '../../creator-client';
import { CatalogLink } from './CatalogLink';
import { catalogErrorKey } from './catalog-error';
import { formatConsultationDuration, formatConsultationPrice } from './consultation-format';
import { consultationQueries } from './consultation-queries';

// The delete confirmation loads when the creator asks to delete, not with the consultation.
const ConsultationDeleteDialog = lazy(() =>
  import('./ConsultationDeleteDialog').then((module) => ({ default: module.ConsultationDeleteDialog })),
);

export interface ConsultationDetailProps {
  consultationId: string;
  /** Shown above the screen (the site passes the calendar-health banner). */
  banner?: ReactNode;
  /** Where the consultation is edited (`/catalog/consultations/edit/:id`), or what to do. */
  editHref?: string | undefined;
  onEdit?: (() => void) | undefined;
  /** Where the consultations are listed, for the way back. */
  listHref?: string | undefined;
  onShowList?: (() => void) | undefined;
  /** Paused or resumed: the stored consultation as the API answered. */
  onChanged?: ((consultation: Consultation) => void) | undefined;
  /** Deleted; without a handler the creator goes back to `listHref`. */
  onDeleted?: ((consultation: Consultation) => void) | undefined;
}

/**
 * `/catalog/consultations/:id` (spec 2): one consultation with a way to edit it, to pause or resume it (fans
 * cannot book a paused one; its bookings stay) and to delete it after a confirmation that says what follows.
 */
export function ConsultationDetail({
  consultationId,
  banner,
  editHref,
  onEdit,
  listHref,
  onShowList,
  onChanged,
  onDeleted,
}: ConsultationDetailProps) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const detail = useQuery(consultationQueries.detail(client, consultationId));
  const [confirming, setConfirming] = useState(false);
  const locale = i18n.language;

  const toggle = useMutation({
    mutationFn: (active: boolean) => client.bookings.consultations.update(consultationId, { active }),
    onSuccess: (stored) => {
      queryClient.setQueryData(consultationQueries.detail(client, consultationId).queryKey, stored);
      void queryClient.invalidateQueries({ queryKey: consultationQueries.list(client).queryKey });
      toast.show({
        kind: 'success',
        title: t(stored.active ? 'catalog_consultation_resumed' : 'catalog_consultation_paused_done'),
      });
      onChanged?.(stored);
    },
  });
  const remove = useMutation({
    mutationFn: () => client.bookings.consultations.delete(consultationId),
    onSuccess: () => {
      const deleted = detail.data as Consultation;
      setConfirming(false);
      queryClient.removeQueries({ queryKey: consultationQueries.detail(client, consultationId).queryKey });
      void queryClient.invalidateQueries({ queryKey: consultationQueries.list(client).queryKey });
      toast.show({ kind: 'success', title: t('catalog_consultation_deleted', { title: deleted.title }) });
      if (onDeleted) onDeleted(deleted);
      else if (listHref) window.location.assign(listHref);
    },
  });

  const back = (
    <CatalogLink href={listHref} onNavigate={onShowList}>
      {t('catalog_consultations_back')}
    </CatalogLink>
  );
  if (detail.isPending || detail.isError) {
    return (
      <section
        className="mym-consultations"
        aria-labelledby="mym-consultation-title"
        data-state={detail.isPending ? 'loading' : 'error'}
      >
        {banner}
        {back}
        <h1
          id="mym-consultation-title"
          className="mym-screen__title mym-consultations__title"
          tabIndex={-1}
          data-screen-title
        >
          {t('catalog_consultation_heading')}
        </h1>
        {detail.isPending ? (
          <LoadingState label={t('catalog_consultations_loading')} />
        ) : (
          <LoadError
            title={t(catalogErrorKey(detail.error))}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        )}
      </section>
    );
  }
  const consultation = detail.data;

  return (
    <section className="mym-consultations" aria-labelledby="mym-consultation-title" data-state="detail">
      {banner}
      {back}
      <div className="mym-screen__header mym-consultations__header">
        <h1
          id="mym-consultation-title"
          className="mym-screen__title mym-consultations__title"
          tabIndex={-1}
          data-screen-title
        >
          {consultation.title}
        </h1>
        <Badge kind={consultation.active ? 'success' : 'warning'}>
          {t(consultation.active ? 'catalog_consultation_active' : 'catalog_consultation_paused')}
        </Badge>
      </div>
      <dl className="mym-consultation-facts" part="details">
        <div>
          <dt>{t('catalog_consultation_duration')}</dt>
          <dd>{formatConsultationDuration(consultation, locale)}</dd>
        </div>
        <div>
          <dt>{t('catalog_consultation_price')}</dt>
          <dd>{formatConsultationPrice(consultation, locale)}</dd>
        </div>
        <div>
          <dt>{t('catalog_consultation_status')}</dt>
          <dd>
            {t(consultation.active ? 'catalog_consultation_active_hint' : 'catalog_consultation_paused_hint')}
          </dd>
        </div>
      </dl>
      <div className="mym-consultations__description">
        <h2 className="mym-consultations__subtitle">{t('catalog_consultation_description')}</h2>
        <p>{consultation.description || t('catalog_consultation_no_description')}</p>
      </div>
      {toggle.isError && (
        <p className="mym-form-error" role="alert">
          {t(catalogErrorKey(toggle.error))}
        </p>
      )}
      <div className="mym-consultations__actions" part="actions">
        <CatalogLink href={editHref} onNavigate={onEdit} variant="primary">
          {t('catalog_consultation_edit')}
        </CatalogLink>
        <Button
          variant="secondary"
          loading={toggle.isPending}
          onClick={() => toggle.mutate(!consultation.active)}
        >
          {t(consultation.active ? 'catalog_consultation_pause' : 'catalog_consultation_resume')}
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          {t('catalog_consultation_delete')}
        </Button>
      </div>
      <Suspense fallback={null}>
        {confirming && (
          <ConsultationDeleteDialog
            consultation={consultation}
            deleting={remove.isPending}
            error={remove.error}
            onConfirm={() => remove.mutate()}
            onClose={() => {
              setConfirming(false);
              remove.reset();
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
