import type { Playlist } from '@mym/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../common/ConfirmDialog';

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
    <ConfirmDialog
      title={t('playlists_delete_title', { name: playlist.name })}
      confirmLabel={t('playlists_delete_confirm')}
      keepLabel={t('playlists_cancel')}
      busy={deleting}
      problem={failed ? t('playlists_change_error') : undefined}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>{t('playlists_delete_description', { count: playlist.postCount })}</p>
    </ConfirmDialog>
  );
}
