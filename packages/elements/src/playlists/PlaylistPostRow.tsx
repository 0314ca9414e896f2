import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PostRecord } from '@mym/sdk';
import { useTranslation } from 'react-i18next';
import { MediaPreview } from '../common/MediaPreview';
import { PostStateBadges } from '../common/post-state/PostStateBadges';

export interface PlaylistPostRowProps {
  post: PostRecord;
  /** 1-based place in the playlist. */
  position: number;
  total: number;
  postHref: (post: PostRecord) => string;
}

/** The handle's six dots: what a grip looks like, drawn here as the design system has no such icon. */
function GripIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {[6, 10, 14].flatMap((y) =>
        [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />),
      )}
    </svg>
  );
}

/**
 * One post of the playlist: its handle (drag it, or Space/Enter then arrows with the keyboard), its preview,
 * caption and state, and a link to its page. Only the handle starts a move, so the link stays a link.
 */
export function PlaylistPostRow({ post, position, total, postHref }: PlaylistPostRowProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: post.id, attributes: { roleDescription: t('playlist_handle_role') } });
  const caption = post.caption || t('playlist_post_untitled');
  return (
    <li
      ref={sortable.setNodeRef}
      className="mym-playlist__post"
      data-dragging={sortable.isDragging || undefined}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <button
        ref={sortable.setActivatorNodeRef}
        type="button"
        className="mym-playlist__handle"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t('playlist_move_handle', { position, caption })}
      >
        <GripIcon />
      </button>
      <span className="mym-playlist__position" aria-hidden="true">
        {position}
      </span>
      <a className="mym-row-card mym-playlist__link" href={postHref(post)}>
        <span className="mym-playlist__thumb">
          <MediaPreview type={post.media.type} preview={post.media.preview} alt="" />
        </span>
        <span className="mym-playlist__body">
          <span className="mym-playlist__caption">{caption}</span>
          <PostStateBadges post={post} />
          <span className="mym-visually-hidden">{t('playlist_position', { position, total })}</span>
        </span>
      </a>
    </li>
  );
}
