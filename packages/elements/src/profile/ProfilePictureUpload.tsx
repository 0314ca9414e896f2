import { Button, ProfilePictureUploadZone } from '@mym/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGatedCreator } from '../common/creator/CreatorGate';
import { UploadQueue } from '../common/uploads/UploadQueue';
import type { QueuedUpload } from '../common/uploads/use-upload';
import { Avatar } from './Avatar';
import type { PendingPicture } from './cropped-picture';
import { useProfilePicture } from './use-profile-picture';

const PictureCropper = lazy(() => import('./PictureCropper'));

export interface ProfilePictureUploadProps {
  /** The picture chosen and framed, saved with the form; null keeps the current one. */
  pending: PendingPicture | null;
  onPendingChange: (pending: PendingPicture | null) => void;
  /** The picture on its way while the form saves (its progress, a cancel button). */
  uploads: readonly QueuedUpload[];
  onCancel: (id: number) => void;
  /** Why the server refused the picture (a spec 5 key), or a failure. */
  error?: string | undefined;
}

/**
 * The profile picture (spec 2) as a field of the profile form: the upload zone preset to one image, then the
 * chosen image framed in its round. Nothing is sent until the form is saved, so "Annuler" leaves the current
 * picture as it was.
 */
export function ProfilePictureUpload({
  pending,
  onPendingChange,
  uploads,
  onCancel,
  error,
}: ProfilePictureUploadProps) {
  const { t } = useTranslation();
  const creator = useGatedCreator();
  const picture = useProfilePicture();
  const name = creator.displayName ?? t('profile_display_name_missing');
  // The local address of a chosen picture is given back when it is replaced or the form goes away.
  const chosenUrl = pending?.url;
  const sending = uploads.some((upload) => upload.state === 'sending');
  useEffect(() => (chosenUrl ? () => URL.revokeObjectURL(chosenUrl) : undefined), [chosenUrl]);

  return (
    <section className="mym-profile-picture" aria-labelledby="mym-profile-picture-title">
      <h2 id="mym-profile-picture-title" className="mym-profile-picture__title">
        {t('profile_picture_title')}
      </h2>
      {pending ? (
        <Suspense fallback={<Avatar url={pending.url} name={name} />}>
          <PictureCropper url={pending.url} onFramed={(area) => onPendingChange({ ...pending, area })} />
        </Suspense>
      ) : (
        <Avatar url={picture.data?.url ?? creator.avatarUrl} name={name} />
      )}
      <ProfilePictureUploadZone
        prompt={t('profile_picture_prompt')}
        rules={t('profile_picture_rules')}
        disabled={sending}
        onFilesAccepted={([file]) =>
          file && onPendingChange({ file, url: URL.createObjectURL(file), area: null })
        }
        rejectionMessages={{
          'file-invalid-type': t('profile_picture_invalid_type'),
          'too-many-files': t('profile_picture_too_many'),
        }}
      />
      {pending && !sending && (
        <div className="mym-profile-picture__pending">
          <p className="mym-profile-picture__hint">{t('profile_picture_pending')}</p>
          <Button variant="tertiary" size="small" onClick={() => onPendingChange(null)}>
            {t('profile_picture_keep_current')}
          </Button>
        </div>
      )}
      {/* Sending only: the outcome is the form's, shown below. */}
      <UploadQueue uploads={uploads} onCancel={onCancel} />
      {error && (
        <p className="mym-form-error" role="alert">
          {t(error)}
        </p>
      )}
    </section>
  );
}
