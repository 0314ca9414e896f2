import type { PostRecord } from '@mym/sdk';
import { Badge } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { formatPostDate, postPublication } from './post-state';

/**
 * A post's state in words (spec 2 "/posts/:id"): scheduled or published, or not published when every attempt of
 * its publication failed; and private or public.
 */
export function PostStateBadges({ post }: { post: PostRecord }) {
  const { t } = useTranslation();
  const publication = postPublication(post);
  return (
    <span className="mym-post-states">
      {post.failureReason ? (
        <Badge kind="danger">{t('post_state_failed')}</Badge>
      ) : (
        <Badge kind={publication === 'scheduled' ? 'warning' : 'success'}>
          {t(`post_state_${publication}`)}
        </Badge>
      )}
      <Badge kind="default">{post.isPrivate ? t('post_state_private') : t('post_state_public')}</Badge>
    </span>
  );
}

/** When the post goes or went out, on the creator's wall clock with the zone named (DESIGN "Time"). */
export function PostWhen({ post, timeZone }: { post: PostRecord; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const publication = postPublication(post);
  const date = formatPostDate(post.scheduledAt ?? post.createdAt, timeZone, i18n.language);
  if (post.failureReason) {
    return (
      <span className="mym-post-when">{t('post_publication_failure', { reason: post.failureReason })}</span>
    );
  }
  return (
    <span className="mym-post-when">
      {publication === 'scheduled'
        ? t('post_scheduled_for', { date, timeZone })
        : t('post_published_on', { date, timeZone })}
    </span>
  );
}
