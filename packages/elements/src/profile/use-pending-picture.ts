import { CreatorApiError } from '@mym/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUpload } from '../common/uploads/use-upload';
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
  const [error, setError] = useState<string | undefined>();
  const upload = useUpload();

  const save = async (): Promise<boolean> => {
    setError(undefined);
    if (!pending) return true;
    const file = await croppedPicture(pending);
    const sent = await upload.upload(file);
    // The outcome shows under the picture: a refused file its spec 5 key, a failed transfer the picture's own
    // message, a cancelled upload nothing.
    upload.clear();
    if (!sent.media) {
      if (sent.error) setError(sent.error === 'upload_error' ? 'profile_picture_error' : sent.error);
      return false;
    }
    try {
      queryClient.setQueryData(
        PROFILE_PICTURE_QUERY_KEY,
        await client.creator.setProfilePicture(sent.media.id),
      );
      setPending(null);
      return true;
    } catch (cause) {
      // PUT refuses a picture it cannot use with a spec 5 key in `fields.mediaId`.
      const fields = cause instanceof CreatorApiError ? cause.fields : undefined;
      setError(fields?.mediaId?.[0] ?? 'profile_picture_error');
      return false;
    }
  };

  const choose = (next: PendingPicture | null) => {
    setError(undefined);
    setPending(next);
  };
  return { pending, choose, uploads: upload.uploads, cancel: upload.cancel, error, save };
}
