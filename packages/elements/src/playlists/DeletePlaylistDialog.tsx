import type { Playlist } from '@mym/sdk';
import { Button } from '@mym/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const Modal = lazy(() => import('@mym/ui/modal').then((module) => ({ default: module.Modal })));

export interface DeletePlaylistDialogProps {
  playlist: Playlist;
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before deleting a playlist and says what happens: its posts stay as they are, they just leave it. */
export function DeletePlaylistDialog({ playlist, onDelete, onClose }: DeletePlaylistDialogProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    setFailed(false);
    try {
      await onDelete();
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Suspense fallback={null}>
      <Modal
        isOpen
        onClose={onClose}
        role="alertdialog"
        title={t('playlists_delete_title', { name: playlist.name })}
        closeLabel={t('modal_close_button')}
        footer={
          <>
            <Button variant="destructive" loading={deleting} onClick={() => void confirm()}>
              {t('playlists_delete_confirm')}
            </Button>
            <Button variant="tertiary" onClick={onClose}>
              {t('playlists_cancel')}
            </Button>
          </>
        }
      >
        <p>{t('playlists_delete_description', { count: playlist.postCount })}</p>
        {failed && (
          <p className="mym-form-error" role="alert">
            {t('playlists_change_error')}
          </p>
        )}
      </Modal>
    </Suspense>
  );
}
