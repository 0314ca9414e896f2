import type { PostRecord } from '@mym/sdk';
import { Button } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreator } from '../common/creator/use-creator';
import { isNotFound, LoadError, LoadingState, NotFoundState } from '../common/LoadState';
import { MediaPreview } from '../common/MediaPreview';
import { PostStateBadges, PostWhen } from '../common/post-state/PostStateBadges';
import { scheduleTimeZone } from '../common/schedule/schedule-zone';
import { useCreatorClient } from '../creator-client';
import { DeletePostDialog } from './DeletePostDialog';
import { postQueries } from './post-queries';

export interface PostPageProps {
  postId: string;
  /** Where editing the post opens the wizard on it. */
  editHref?: ((post: PostRecord) => string) | undefined;
  /** Where the list of posts lives, the way back. */
  listHref?: string | undefined;
  /** The post is gone: the host leaves the page (to the list). */
  onDeleted?: ((post: PostRecord) => void) | undefined;
}

/**
 * A post as its fans will see it (spec 2 "/posts/:id"): the media and the caption, with its state for the creator
 * (scheduled with the date in their zone, named, or published; private or public), edit and delete.
 */
export function PostPage({ postId, editHref, listHref, onDeleted }: PostPageProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const creator = useCreator();
  const query = useQuery(postQueries.detail(client, postId));
  const [deleting, setDeleting] = useState(false);
  const timeZone = scheduleTimeZone(creator.data?.timeZone);

  if (query.isPending) return <LoadingState label={t('post_loading')} />;
  if (query.isError && isNotFound(query.error)) {
    return <NotFoundState title={t('post_not_found')} backLabel={t('post_list_link')} backHref={listHref} />;
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('post_load_error')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const post = query.data;
  return (
    <article className="mym-post-page" part="post" aria-labelledby="mym-post-page-title">
      <div className="mym-screen__header">
        <h1 id="mym-post-page-title" className="mym-screen__title">
          {t('post_page_title')}
        </h1>
        {listHref && (
          <a className="mym-screen__list-link" href={listHref}>
            {t('post_list_link')}
          </a>
        )}
      </div>
      <p className="mym-post-page__state">
        <PostStateBadges post={post} /> <PostWhen post={post} timeZone={timeZone} />
      </p>
      <figure className="mym-post-page__card">
        <div className="mym-post-page__media">
          <MediaPreview type={post.media.type} preview={post.media.preview} alt={t('post_media_alt')} />
        </div>
        {post.caption && <figcaption className="mym-post-page__caption">{post.caption}</figcaption>}
      </figure>
      <div className="mym-screen__actions" part="actions">
        {editHref && (
          <a className="mym-button mym-button--secondary mym-button--medium" href={editHref(post)}>
            {t('post_page_edit')}
          </a>
        )}
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          {t('post_page_delete')}
        </Button>
      </div>
      {deleting && (
        <DeletePostDialog
          post={post}
          onClose={() => setDeleting(false)}
          onDeleted={(gone) => {
            setDeleting(false);
            onDeleted?.(gone);
          }}
        />
      )}
    </article>
  );
}
