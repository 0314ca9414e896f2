import { type CollectionSummary, CreatorApiError, type MediaItem } from '@mym/sdk';
import { Button } from '@mym/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeMediaUses } from './media-uses';
import { useCloudChanges } from './use-cloud-changes';

const Modal = lazy(() => import('@mym/ui/modal').then((module) => ({ default: module.Modal })));

export interface MediaActionsProps {
  media: MediaItem;
  position: number;
  /** The collections it may move to (the current one excluded). */
  targets: readonly CollectionSummary[];
}

/**
 * A media's actions in its collection: move it to another collection, or delete it. A media a post or push uses
 * cannot be deleted; the card says how many use it and the button explains why instead of failing later.
 */
export function MediaActions({ media, position, targets }: MediaActionsProps) {
  const { t, i18n } = useTranslation();
  const changes = useCloudChanges();
  const [dialog, setDialog] = useState<'move' | 'delete' | null>(null);
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const selectId = useId();
  const usedIn = media.usedIn ?? 0;
  const uses = describeMediaUses(media, t, i18n.language);
  const close = () => {
    setDialog(null);
    setProblem(undefined);
  };
  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await change();
      close();
    } catch (cause) {
      const inUse = cause instanceof CreatorApiError && cause.code === 'media_in_use';
      setProblem(t(inUse ? 'cloud_media_in_use' : 'cloud_change_error', { uses }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mym-media-actions">
      {uses !== '' && <span className="mym-media-card__usage">{t('cloud_used_in', { uses })}</span>}
      <Button
        variant="tertiary"
        size="small"
        disabled={targets.length === 0}
        aria-label={t('cloud_move_media', { position })}
        onClick={() => setDialog('move')}
      >
        {t('cloud_move')}
      </Button>
      <Button
        variant="tertiary"
        size="small"
        aria-label={t('cloud_delete_media', { position })}
        onClick={() => setDialog('delete')}
      >
        {t('cloud_delete')}
      </Button>
      {dialog && (
        <Suspense fallback={null}>
          <Modal
            isOpen
            onClose={close}
            role={dialog === 'delete' ? 'alertdialog' : 'dialog'}
            title={t(dialog === 'move' ? 'cloud_move_title' : 'cloud_delete_media_title')}
            closeLabel={t('modal_close_button')}
            footer={
              <>
                <Button
                  variant={dialog === 'delete' ? 'destructive' : 'primary'}
                  loading={busy}
                  disabled={dialog === 'delete' && usedIn > 0}
                  onClick={() =>
                    void run(() =>
                      dialog === 'move' ? changes.moveMedia(media.id, target) : changes.deleteMedia(media.id),
                    )
                  }
                >
                  {t(dialog === 'move' ? 'cloud_move' : 'cloud_delete_confirm')}
                </Button>
                <Button variant="tertiary" onClick={close}>
                  {t('cloud_cancel')}
                </Button>
              </>
            }
          >
            {dialog === 'move' ? (
              <div className="mym-cloud-fate__option">
                <label htmlFor={selectId}>{t('cloud_move_target')}</label>
                <select id={selectId} value={target} onChange={(event) => setTarget(event.target.value)}>
                  {targets.map((collection) => (
                    <option key={collection.id} value={collection.id}>
                      {collection.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <p>{t(usedIn > 0 ? 'cloud_media_in_use' : 'cloud_delete_media_description', { uses })}</p>
            )}
            {problem && (
              <p className="mym-form-error" role="alert">
                {problem}
              </p>
            )}
          </Modal>
        </Suspense>
      )}
    </div>
  );
}
