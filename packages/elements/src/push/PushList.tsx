import type { PushRecord, PushState } from '@mym/sdk';
import { fromMinorUnits } from '@mym/sdk/rules';
import { Badge, Button, useToast } from '@mym/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreator } from '../common/creator/use-creator';
import { EmptyState, LoadError, LoadingState } from '../common/LoadState';
import { scheduleTimeZone } from '../common/schedule/schedule-zone';
import { useCreatorClient } from '../creator-client';
import { PushResults } from './PushResults';
import { pushQueries } from './push-queries';
import { isEditable, PUSH_LIST_STATES, pushesInGroup } from './push-state';
import { formatInZone, formatMoney } from './push-summary';

// The dialog (react-aria) loads when a delete is asked for, not with the list.
const Modal = lazy(() => import('@mym/ui/modal').then((module) => ({ default: module.Modal })));

export interface PushListProps {
  /** Where editing a push happens on the host, or what to do (partner pages hear `mym-push-edit`). */
  editHref?: ((push: PushRecord) => string) | undefined;
  onEdit?: ((push: PushRecord) => void) | undefined;
  onDeleted?: ((push: PushRecord) => void) | undefined;
  /** Where a new push is composed, for the empty list and the header. */
  newPushHref?: string | undefined;
}

const STATE_BADGE: Record<PushState, 'in-progress' | 'warning' | 'success' | 'danger'> = {
  scheduled: 'warning',
  sending: 'in-progress',
  sent: 'success',
  failed: 'danger',
};

/**
 * The creator's pushes grouped by state (scheduled, sending, sent, failed) with date, price, discount, media
 * count and recipients; a push that has not started sending can be edited or deleted, deleting asks first.
 */
export function PushList({ editHref, onEdit, onDeleted, newPushHref }: PushListProps) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const creator = useCreator();
  const list = useQuery(pushQueries.list(client));
  const [deleting, setDeleting] = useState<PushRecord | null>(null);
  const zone = scheduleTimeZone(creator.data?.timeZone);
  const locale = i18n.language;

  const remove = useMutation({
    mutationFn: (push: PushRecord) => client.pushes.delete(push.id),
    onSuccess: (_nothing, push) => {
      queryClient.setQueryData(pushQueries.list(client).queryKey, (pushes) =>
        pushes?.filter((p) => p.id !== push.id),
      );
      setDeleting(null);
      toast.show({ kind: 'success', title: t('push_deleted') });
      onDeleted?.(push);
    },
  });

  if (list.isPending) return <LoadingState label={t('push_loading')} />;
  if (list.isError) {
    return (
      <LoadError
        title={t('push_list_load_error')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const pushes = list.data;

  return (
    <section
      className="mym-screen mym-push-list mym-list-screen"
      part="list"
      aria-labelledby="mym-push-list-title"
      data-state={pushes.length ? 'list' : 'empty'}
    >
      <div className="mym-list-screen__header">
        <h1 id="mym-push-list-title" className="mym-screen__title">
          {t('push_list_title')}
        </h1>
        {newPushHref && (
          <a className="mym-button mym-button--primary mym-button--medium" href={newPushHref}>
            {t('push_confirmation_new')}
          </a>
        )}
      </div>
      {pushes.length === 0 ? (
        <EmptyState title={t('push_list_empty_title')} description={t('push_list_empty_description')} />
      ) : (
        PUSH_LIST_STATES.map((state) => {
          const group = pushesInGroup(pushes, state);
          if (group.length === 0) return null;
          return (
            <section key={state} className="mym-push-list__group" aria-labelledby={`mym-push-group-${state}`}>
              <h2 id={`mym-push-group-${state}`} className="mym-push-list__group-title">
                {t(`push_state_${state}`)} ({group.length})
              </h2>
              <ul className="mym-push-list__items mym-card-list">
                {group.map((push) => (
                  <li key={push.id} className="mym-item-card mym-push-list__item" data-state={state}>
                    <div className="mym-item-card__main mym-push-list__main">
                      <Badge kind={STATE_BADGE[state]}>{t(`push_state_${state}`)}</Badge>
                      <p className="mym-push-list__caption">{push.caption}</p>
                      <p className="mym-push-list__meta">
                        {formatInZone(new Date(push.scheduledAt ?? push.createdAt), zone, locale)}
                        {' · '}
                        {formatMoney(fromMinorUnits(push.price.value), push.price.currency, locale)}
                        {push.discount &&
                          ` · ${t('push_list_discount', {
                            price: formatMoney(
                              fromMinorUnits(push.discount.price.value),
                              push.discount.price.currency,
                              locale,
                            ),
                          })}`}
                        {' · '}
                        {t('push_list_medias', { count: push.medias.length })}
                        {/* A push that went out shows its recipients with what it sold, below. */}
                        {(state === 'scheduled' || state === 'failed') &&
                          ` · ${t('push_list_recipients', { count: push.recipients })}`}
                      </p>
                      <PushResults push={push} />
                      {state === 'failed' && push.failureReason && (
                        <p className="mym-push-list__failure">
                          {t('push_list_failure', { reason: push.failureReason })}
                        </p>
                      )}
                    </div>
                    {isEditable(push) && (
                      <div className="mym-push-list__actions">
                        <a
                          className="mym-button mym-button--secondary mym-button--small"
                          href={editHref?.(push) ?? '#'}
                          aria-label={t('push_list_edit_label', { caption: push.caption })}
                          onClick={(event) => {
                            if (!onEdit) return;
                            event.preventDefault();
                            onEdit(push);
                          }}
                        >
                          {t('push_list_edit')}
                        </a>
                        <Button
                          variant="destructive"
                          size="small"
                          aria-label={t('push_list_delete_label', { caption: push.caption })}
                          onClick={() => setDeleting(push)}
                        >
                          {t('push_list_delete')}
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
      {deleting && (
        <Suspense fallback={null}>
          <Modal
            isOpen
            onClose={() => {
              setDeleting(null);
              remove.reset();
            }}
            title={t('push_delete_title')}
            role="alertdialog"
            footer={
              <>
                <Button
                  variant="destructive"
                  loading={remove.isPending}
                  onClick={() => remove.mutate(deleting)}
                >
                  {t('push_delete_confirm')}
                </Button>
                <Button variant="tertiary" onClick={() => setDeleting(null)}>
                  {t('push_delete_keep')}
                </Button>
              </>
            }
          >
            <p>{t('push_delete_description')}</p>
            {remove.isError && (
              <p className="mym-form-error" role="alert">
                {t('push_delete_error')}
              </p>
            )}
          </Modal>
        </Suspense>
      )}
    </section>
  );
}
