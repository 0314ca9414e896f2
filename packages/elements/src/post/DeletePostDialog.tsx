import type { PostRecord } from '@mym/sdk';
import { Button } from '@mym/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';
import { postQueries } from './post-queries';

// The dialog (react-aria) loads when the creator asks to delete, not with the page.
const Modal = lazy(() => import('@mym/ui/modal').then((module) => ({ default: module.Modal })));

export interface DeletePostDialogProps {
  post: PostRecord;
  onClose: () => void;
  onDeleted: (post: PostRecord) => void;
}

/** Asks before deleting a post, says what happens to it, and deletes it on confirmation. */
export function DeletePostDialog({ post, onClose, onDeleted }: DeletePostDialogProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => client.posts.delete(post.id),
    onSuccess: () => {
      queryClient.setQueryData(postQueries.list(client).queryKey, (posts) =>
        posts?.filter((other) => other.id !== post.id),
      );
      queryClient.removeQueries({ queryKey: postQueries.detail(client, post.id).queryKey });
      onDeleted(post);
    },
  });
  return (
    <Suspense fallback={null}>
      <Modal
        isOpen
        onClose={onClose}
        title={t('post_delete_title')}
        closeLabel={t('modal_close_button')}
        role="alertdialog"
        footer={
          <>
            <Button variant="destructive" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('post_delete_confirm')}
            </Button>
            <Button variant="tertiary" onClick={onClose}>
              {t('post_delete_cancel')}
            </Button>
          </>
        }
      >
        <p>{t('post_delete_body')}</p>
        {remove.isError && (
          <p className="mym-form-error" role="alert">
            {t('post_delete_error')}
          </p>
        )}
      </Modal>
    </Suspense>
  );
}
