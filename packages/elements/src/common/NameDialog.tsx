import { CreatorApiError, NAME_MAX_LENGTH } from '@mym/sdk';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import { Button, TextField } from '@mym/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const Modal = lazy(() => import('@mym/ui/modal').then((module) => ({ default: module.Modal })));

/** The dialog's translated words, from the feature that uses it. */
export interface NameDialogLabels {
  /** The field's label ("Collection name"). */
  name: string;
  save: string;
  cancel: string;
  /** Said when the change failed for another reason than the name. */
  failed: string;
}

export interface NameDialogProps {
  /** Translated title: "New collection", "Rename “Summer”"... */
  title: string;
  labels: NameDialogLabels;
  initialName?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Names something of the creator's, a collection of the cloud or a playlist, when creating or renaming it: the
 * spec's key under the field when the name is empty or too long (spec 5 "Generic").
 */
export function NameDialog({ title, labels, initialName = '', onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > NAME_MAX_LENGTH) {
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
            <Button type="submit" form={formId} loading={saving}>
              {labels.save}
            </Button>
            <Button variant="tertiary" onClick={onClose}>
              {labels.cancel}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={labels.name}
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
              {labels.failed}
            </p>
          )}
        </form>
      </Modal>
    </Suspense>
  );
}
