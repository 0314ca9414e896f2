import { type CollectionSummary, CreatorApiError } from '@mym/sdk';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../common/ConfirmDialog';

export interface DeleteCollectionDialogProps {
  collection: CollectionSummary;
  /** The other collections its medias may move to. */
  others: readonly CollectionSummary[];
  onDelete: (options: { moveTo?: string }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before deleting a collection. An empty one just goes; one with medias says what happens to them: moved to
 * another collection, or deleted with it (refused while a post or push uses one: the dialog says so).
 */
export function DeleteCollectionDialog({
  collection,
  others,
  onDelete,
  onClose,
}: DeleteCollectionDialogProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const [moveTo, setMoveTo] = useState<string>(others[0]?.id ?? '');
  const [fate, setFate] = useState<'move' | 'delete'>(others.length > 0 ? 'move' : 'delete');
  const [problem, setProblem] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const hasMedias = collection.mediaCount > 0;
  const confirm = async () => {
    setDeleting(true);
    setProblem(undefined);
    try {
      await onDelete(hasMedias && fate === 'move' && moveTo ? { moveTo } : {});
      onClose();
    } catch (cause) {
      const inUse = cause instanceof CreatorApiError && cause.code === 'media_in_use';
      setProblem(t(inUse ? 'cloud_delete_in_use' : 'cloud_change_error'));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <ConfirmDialog
      title={t('cloud_delete_collection_title', { name: collection.name })}
      confirmLabel={t('cloud_delete_confirm')}
      keepLabel={t('cloud_cancel')}
      busy={deleting}
      problem={problem}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {!hasMedias ? (
        <p>{t('cloud_delete_empty_description')}</p>
      ) : (
        <fieldset className="mym-cloud-fate">
          <legend>{t('cloud_delete_medias_question', { count: collection.mediaCount })}</legend>
          {others.length > 0 && (
            <div className="mym-cloud-fate__option">
              <label>
                <input type="radio" name="fate" checked={fate === 'move'} onChange={() => setFate('move')} />{' '}
                {t('cloud_delete_move')}
              </label>
              <label htmlFor={selectId} className="mym-visually-hidden">
                {t('cloud_move_target')}
              </label>
              <select
                id={selectId}
                value={moveTo}
                disabled={fate !== 'move'}
                onChange={(event) => setMoveTo(event.target.value)}
              >
                {others.map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <label className="mym-cloud-fate__option">
            <input type="radio" name="fate" checked={fate === 'delete'} onChange={() => setFate('delete')} />{' '}
            {t('cloud_delete_with_medias', { count: collection.mediaCount })}
          </label>
        </fieldset>
      )}
    </ConfirmDialog>
  );
}
