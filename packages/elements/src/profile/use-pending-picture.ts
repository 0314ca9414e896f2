import { CreatorApiError } from '@mym/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreatorClient } from '../creator-client';
import { croppedPicture, type PendingPicture } from './cropped-picture';
import { PROFILE_PICTURE_QUERY_KEY } from './use-profile-picture';

/**
 * A profile picture chosen in the form and saved with it: the framed square is uploaded (tus, with progress),
 * then made the picture with PUT /creators/me/profile-picture. `save` answers whether the form may go on.
 */
export function usePendingPicture() {
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingPicture | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();

  const save = async (): Promise<boolean> => {
    setError(undefined);
    if (!pending) return true;
    setPercent(0);
    try {
      const file = await croppedPicture(pending);
      const media = await client.uploads.upload(file, {
        onProgress: (progress) => setPercent(progress.percent),
      });
      queryClient.setQueryData(PROFILE_PICTURE_QUERY_KEY, await client.creator.setProfilePicture(media.id));
      setPending(null);
      return true;
    } catch (cause) {
      // A refused file comes back with spec 5 keys: from the upload in `fields.file`, from PUT in `fields.mediaId`.
      const fields = cause instanceof CreatorApiError ? cause.fields : undefined;
      setError(fields?.file?.[0] ?? fields?.mediaId?.[0] ?? 'profile_picture_error');
      return false;
    } finally {
      setPercent(null);
    }
  };

  const choose = (next: PendingPicture | null) => {
    setError(undefined);
    setPending(next);
  };
  return { pending, choose, percent, error, save };
}
