import type { PostRecord } from '@mym/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreator } from '../common/creator/use-creator';
import { EmptyState, LoadError, LoadingState } from '../common/LoadState';
import { MediaPreview } from '../common/MediaPreview';
import { PostStateBadges, PostWhen } from '../common/post-state/PostStateBadges';
import { type PostPublication, postPublication } from '../common/post-state/post-state';
import { scheduleTimeZone } from '../common/schedule/schedule-zone';
import { useCreatorClient } from '../creator-client';
import { postQueries } from './post-queries';

export interface PostListProps {
  /** Where one post's page lives on the host. */
  postHref: (post: PostRecord) => string;
  newPostHref?: string | undefined;
}

type Filter = 'all' | PostPublication;
const FILTERS: readonly Filter[] = ['all', 'scheduled', 'published'];

/** The creator's posts, published and scheduled, newest first, each opening its page. */
export function PostList({ postHref, newPostHref }: PostListProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const creator = useCreator();
  const list = useQuery(postQueries.list(client));
  const [filter, setFilter] = useState<Filter>('all');
  const timeZone = scheduleTimeZone(creator.data?.timeZone);

  const header = (
    <div className="mym-list-screen__header">
      <h1 id="mym-post-list-title" className="mym-screen__title">
        {t('post_list_title')}
      </h1>
      {newPostHref && (
        <a className="mym-button mym-button--primary mym-button--medium" href={newPostHref}>
          {t('post_list_new')}
        </a>
      )}
    </div>
  );
  if (list.isPending) return <LoadingState label={t('post_loading')} />;
  if (list.isError) {
    return (
      <section className="mym-post-list" aria-labelledby="mym-post-list-title">
        {header}
        <LoadError
          title={t('post_list_error')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      </section>
    );
  }
  const posts = list.data.filter((post) => filter === 'all' || postPublication(post) === filter);
  return (
    <section
      className="mym-post-list mym-list-screen"
      part="list"
      aria-labelledby="mym-post-list-title"
      data-state={list.data.length ? 'list' : 'empty'}
    >
      {header}
      {list.data.length === 0 ? (
        <EmptyState title={t('post_list_empty_title')} description={t('post_list_empty_description')} />
      ) : (
        <>
          <fieldset className="mym-post-list__filters">
            <legend className="mym-field-card__legend">{t('post_list_filter')}</legend>
            {FILTERS.map((option) => (
              <label key={option} className="mym-post-list__filter">
                <input
                  type="radio"
                  name="mym-post-filter"
                  checked={filter === option}
                  onChange={() => setFilter(option)}
                />
                {option === 'all' ? t('post_list_all') : t(`post_state_${option}`)}
              </label>
            ))}
          </fieldset>
          <ul className="mym-post-list__items mym-card-list">
            {posts.map((post) => (
              <li key={post.id} className="mym-post-list__item">
                <a className="mym-post-list__link" href={postHref(post)}>
                  <span className="mym-post-list__thumb">
                    <MediaPreview type={post.media.type} preview={post.media.preview} alt="" />
                  </span>
                  <span className="mym-post-list__body">
                    <span className="mym-post-list__caption">{post.caption || t('post_list_untitled')}</span>
                    <PostStateBadges post={post} />
                    <PostWhen post={post} timeZone={timeZone} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
