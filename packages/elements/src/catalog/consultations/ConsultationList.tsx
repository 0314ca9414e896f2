import type { Consultation } from '@mym/sdk';
import { Badge } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingState } from '../../common/LoadState';
import { useCreatorClient } from '../../creator-client';
import { CatalogLink } from './CatalogLink';
import { catalogErrorKey } from './catalog-error';
import { formatConsultationDuration, formatConsultationPrice } from './consultation-format';
import { consultationQueries } from './consultation-queries';

export interface ConsultationListProps {
  /** Shown above the screen (the site passes the calendar-health banner). */
  banner?: ReactNode;
  /** Where a consultation is created (`/catalog/consultations/creation` in the site), or what to do. */
  newConsultationHref?: string | undefined;
  onNewConsultation?: (() => void) | undefined;
  /** Where one consultation is shown (`/catalog/consultations/:id`), or what to do. */
  consultationHref?: ((consultation: Consultation) => string) | undefined;
  onOpenConsultation?: ((consultation: Consultation) => void) | undefined;
}

/**
 * `/catalog/consultations` (spec 2): the creator's bookable consultations, each with its title, length, price and
 * whether fans can book it now (active) or not (paused); a way to create one, also from the empty state.
 */
export function ConsultationList({
  banner,
  newConsultationHref,
  onNewConsultation,
  consultationHref,
  onOpenConsultation,
}: ConsultationListProps) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const list = useQuery(consultationQueries.list(client));
  const locale = i18n.language;
  const newConsultation = (variant: 'primary' | 'secondary') => (
    <CatalogLink href={newConsultationHref} onNavigate={onNewConsultation} variant={variant}>
      {t('catalog_consultation_new')}
    </CatalogLink>
  );

  let body: ReactNode;
  if (list.isPending) body = <LoadingState label={t('catalog_consultations_loading')} />;
  else if (list.isError) {
    body = (
      <LoadError
        title={t(catalogErrorKey(list.error))}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.length === 0) {
    body = (
      <div className="mym-consultations__empty">
        <EmptyState
          title={t('catalog_consultations_empty_title')}
          description={t('catalog_consultations_empty_description')}
        />
        {newConsultation('primary')}
      </div>
    );
  } else {
    body = (
      <ul className="mym-consultation-list mym-card-list" part="list">
        {list.data.map((consultation) => (
          <li
            key={consultation.id}
            className="mym-item-card mym-consultation-list__item"
            data-active={consultation.active}
          >
            <div className="mym-item-card__main mym-consultation-list__main">
              <h2 className="mym-consultation-list__title">
                {consultationHref || onOpenConsultation ? (
                  <CatalogLink
                    href={consultationHref?.(consultation)}
                    onNavigate={onOpenConsultation && (() => onOpenConsultation(consultation))}
                  >
                    {consultation.title}
                  </CatalogLink>
                ) : (
                  consultation.title
                )}
              </h2>
              <p className="mym-consultation-list__meta">
                {formatConsultationDuration(consultation, locale)}
                {' · '}
                {formatConsultationPrice(consultation, locale)}
              </p>
            </div>
            <Badge kind={consultation.active ? 'success' : 'warning'}>
              {t(consultation.active ? 'catalog_consultation_active' : 'catalog_consultation_paused')}
            </Badge>
          </li>
        ))}
      </ul>
    );
  }

  const state = list.isPending ? 'loading' : list.isError ? 'error' : list.data.length ? 'list' : 'empty';
  return (
    <section
      className="mym-consultations mym-list-screen"
      aria-labelledby="mym-consultations-title"
      data-state={state}
    >
      {banner}
      <div className="mym-screen__header mym-consultations__header">
        <h1
          id="mym-consultations-title"
          className="mym-screen__title mym-consultations__title"
          tabIndex={-1}
          data-screen-title
        >
          {t('catalog_consultations_title')}
        </h1>
        {state !== 'empty' && newConsultation('primary')}
      </div>
      {body}
    </section>
  );
}
