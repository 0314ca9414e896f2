import type { PostRecord } from '@mym/sdk';
import { useTranslation } from 'react-i18next';
import { formatPostDate, postPublication } from '../common/post-state/post-state';

export interface PostConfirmationProps {
  /** The post as the API stored it, when this screen follows the recap (not after a reload). */
  post: PostRecord | null;
  editing: boolean;
  timeZone: string;
  /** Where the post, the list and a new post live on the host (links), or what to do (partner pages). */
  postHref?: ((post: PostRecord) => string) | undefined;
  listHref?: string | undefined;
  newPostHref?: string | undefined;
  onNewPost?: (() => void) | undefined;
}

/** The confirmation (spec 2): what was done and when it goes out, with the ways to the post, the list, a new post. */
export function PostConfirmation(props: PostConfirmationProps) {
  const { post, editing, timeZone, postHref, listHref, newPostHref, onNewPost } = props;
  const { t, i18n } = useTranslation();
  const scheduled = post && postPublication(post) === 'scheduled' && post.scheduledAt;
  return (
    <section
      className="mym-composer-confirmation"
      part="confirmation"
      aria-labelledby="mym-post-confirmation-title"
    >
      <h1 id="mym-post-confirmation-title" className="mym-screen__title" tabIndex={-1}>
        {editing ? t('post_confirmation_updated') : t('post_confirmation_created')}
      </h1>
      {post && (
        <p>
          {scheduled
            ? t('post_confirmation_scheduled', {
                date: formatPostDate(scheduled, timeZone, i18n.language),
                timeZone,
              })
            : t('post_confirmation_published')}
        </p>
      )}
      <div className="mym-screen__actions" part="actions">
        {post && postHref && (
          <a className="mym-button mym-button--primary mym-button--medium" href={postHref(post)}>
            {t('post_confirmation_see')}
          </a>
        )}
        {listHref && (
          <a className="mym-button mym-button--secondary mym-button--medium" href={listHref}>
            {t('post_list_link')}
          </a>
        )}
        <a
          className="mym-button mym-button--secondary mym-button--medium"
          href={newPostHref ?? '#'}
          onClick={(event) => {
            if (!onNewPost) return;
            event.preventDefault();
            onNewPost();
          }}
        >
          {t('post_confirmation_new')}
        </a>
      </div>
    </section>
  );
}
