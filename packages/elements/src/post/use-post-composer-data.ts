import type { Playlist, PostRecord } from '@mym/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCreator } from '../common/creator/use-creator';
import { scheduleTimeZone } from '../common/schedule/schedule-zone';
import { type ComposerLoad, failedLoad } from '../composer/composer-load';
import { useCreatorClient } from '../creator-client';
import { postQueries } from './post-queries';

/** What the wizard offers a choice from, and the post being edited. */
export interface PostComposerData {
  playlists: Playlist[];
  /** Days that already hold something, marked in the date picker (spec 2 "Calendar date picker"). */
  publicationDates: string[];
  /** The creator's IANA zone: schedules are chosen and shown in it. */
  timeZone: string;
  post: PostRecord | null;
}

export type PostComposerLoad = ComposerLoad<PostComposerData>;

/**
 * Loads the creator (their zone), their playlists, the days already holding something and, when editing, the
 * post; one error, one retry of what failed.
 */
export function usePostComposerData(postId: string | undefined): PostComposerLoad {
  const client = useCreatorClient();
  const creator = useCreator();
  const playlists = useQuery(postQueries.playlists(client));
  const days = useQuery(postQueries.publicationDays(client));
  const post = useQuery({ ...postQueries.detail(client, postId ?? ''), enabled: postId !== undefined });
  const creatorZone = creator.data?.timeZone;
  // The same object while its parts are the same: the form, drawn only when its data changes, is then not drawn
  // again each time the wizard is (see PostComposer).
  const data = useMemo(
    () =>
      playlists.data && days.data
        ? {
            playlists: playlists.data,
            publicationDates: days.data,
            timeZone: scheduleTimeZone(creatorZone),
            post: post.data ?? null,
          }
        : undefined,
    [playlists.data, days.data, creatorZone, post.data],
  );
  const failed = failedLoad([creator, playlists, days, ...(postId ? [post] : [])]);
  if (failed) return failed;
  if (!data || !creator.data || (postId && !post.data)) return { status: 'pending' };
  return { status: 'success', data };
}
