import { CreatorApiError } from '@mym/sdk';
import { IMAGE_MAX_BYTES } from '@mym/sdk/rules';
import { ProfilePictureUploadZone } from '@mym/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGatedCreator } from '../common/creator/CreatorGate';
import { CREATOR_QUERY_KEY } from '../common/creator/use-creator';
import { useCreatorClient } from '../creator-client';
import { Avatar } from './Avatar';
import { PROFILE_PICTURE_QUERY_KEY, useProfilePicture } from './use-profile-picture';

/**
 * The profile picture (spec 2): the upload zone preset to one image, the file sent through the uploads
 * resource (tus, with progress), then made the picture with PUT /creators/me/profile-picture.
 */
export function ProfilePictureUpload() {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const creator = useGatedCreator();
  const picture = useProfilePicture();
  const [percent, setPercent] = useState<number | null>(null);

  const replace = useMutation({
    mutationFn: async (file: File) => {
      setPercent(0);
      const media = await client.uploads.upload(file, {
        onProgress: (progress) => setPercent(progress.percent),
      });
      return client.creator.setProfilePicture(media.id);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_PICTURE_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: CREATOR_QUERY_KEY, exact: true });
    },
    onSettled: () => setPercent(null),
  });

  // A refused file comes back with spec 5 keys (format, size): from the upload in `fields.file`, from PUT in `fields.mediaId`.
  const fields = replace.error instanceof CreatorApiError ? replace.error.fields : undefined;
  const refusal = fields?.file?.[0] ?? fields?.mediaId?.[0];
  const name = creator.displayName ?? t('profile_display_name_missing');

  return (
    <section className="mym-profile-picture" aria-labelledby="mym-profile-picture-title">
      <h2 id="mym-profile-picture-title" className="mym-profile-picture__title">
        {t('profile_picture_title')}
      </h2>
      <Avatar url={picture.data?.url ?? creator.avatarUrl} name={name} />
      <ProfilePictureUploadZone
        prompt={t('profile_picture_prompt')}
        rules={t('profile_picture_rules')}
        maxSize={IMAGE_MAX_BYTES}
        disabled={replace.isPending}
        onFilesAccepted={([file]) => file && replace.mutate(file)}
        rejectionMessages={{
          'file-invalid-type': t('profile_picture_invalid_type'),
          'file-too-large': t('profile_picture_too_large'),
          'too-many-files': t('profile_picture_too_many'),
        }}
      />
      <p className="mym-profile-picture__status" role="status">
        {percent !== null
          ? t('profile_picture_uploading', { percent })
          : replace.isSuccess
            ? t('profile_picture_saved')
            : ''}
      </p>
      {replace.isError && (
        <p className="mym-form-error" role="alert">
          {t(refusal ?? 'profile_picture_error')}
        </p>
      )}
    </section>
  );
}
