import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { PostRecord } from '@mym/sdk';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaylistPostRow } from './PlaylistPostRow';

/** How far the pointer travels before a press on the handle becomes a drag (a click stays a click). */
const DRAG_START_DISTANCE_PX = 4;

export interface PlaylistPostOrderProps {
  /** Translated name of the list. */
  label: string;
  posts: readonly PostRecord[];
  postHref: (post: PostRecord) => string;
  /** The posts in their new order, once one was dropped somewhere else. */
  onReorder: (posts: PostRecord[]) => void;
}

/**
 * A playlist's posts in order, moved by their handle with the pointer or the keyboard (@dnd-kit sortable:
 * Space/Enter picks up, arrows move, Space/Enter drops, Escape cancels), every step said in a live region.
 */
export function PlaylistPostOrder({ label, posts, postHref, onReorder }: PlaylistPostOrderProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_START_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = posts.map((post) => post.id);
  const total = posts.length;
  const place = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const said = (id: UniqueIdentifier) => {
    const post = posts.find((candidate) => candidate.id === id);
    return post?.caption || t('playlist_post_untitled');
  };
  // A pick-up is first over its own place: saying so would cut off the pick-up's own announcement.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return t('playlist_drag_start', { caption: said(active.id), position: place(active.id), total });
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return t('playlist_drag_over', { caption: said(active.id), position: place(over.id), total });
    },
    onDragEnd: ({ active, over }) =>
      t('playlist_drag_end', { caption: said(active.id), position: place(over?.id ?? active.id), total }),
    onDragCancel: ({ active }) =>
      t('playlist_drag_cancel', { caption: said(active.id), position: place(active.id), total }),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...posts], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('playlist_order_hint') } }}
    >
      <p id={hintId} className="mym-playlist__hint">
        {t('playlist_order_hint')}
      </p>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="mym-playlist__posts" aria-label={label} aria-describedby={hintId}>
          {posts.map((post, index) => (
            <PlaylistPostRow
              key={post.id}
              post={post}
              position={index + 1}
              total={total}
              postHref={postHref}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
