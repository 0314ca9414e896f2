import { CreatorApiError, NAME_MAX_LENGTH } from '@mym/sdk';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import { Button, TextField } from '@mym/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const Modal = lazy(() => import('@mym/ui/modal').then((module) => ({ default: module.Modal })));

export interface PlaylistNameDialogProps {
  /** Translated title: "New playlist" or "Rename …". */
  title: string;
  initialName?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Names a playlist (create or rename): the spec's key under the field when it is empty (spec 5 "Generic"). */
export function PlaylistNameDialog({ title, initialName = '', onSubmit, onClose }: PlaylistNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(t(MANDATORY_FIELD_ERROR));
      return;
    }
    setSaving(true);
    setFailed(false);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (cause) {
      if (cause instanceof CreatorApiError && cause.fields?.name) setError(t(MANDATORY_FIELD_ERROR));
      else setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Suspense fallback={null}>
      <Modal
        isOpen
        onClose={onClose}
        title={title}
        closeLabel={t('modal_close_button')}
        footer={
          <>
            <Button type="submit" form="mym-playlist-name" loading={saving}>
              {t('playlists_save')}
            </Button>
            <Button variant="tertiary" onClick={onClose}>
              {t('playlists_cancel')}
            </Button>
          </>
        }
      >
        <form
          id="mym-playlist-name"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={t('playlists_name')}
            value={name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            {...(error ? { error } : {})}
          />
          {failed && (
            <p className="mym-form-error" role="alert">
              {t('playlists_change_error')}
            </p>
          )}
        </form>
      </Modal>
    </Suspense>
  );
}
