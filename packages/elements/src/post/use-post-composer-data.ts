import type { Playlist, PostRecord } from '@mym/sdk';
import { useQuery } from '@tanstack/react-query';
import { useCreator } from '../common/creator/use-creator';
import { scheduleTimeZone } from '../common/schedule/schedule-zone';
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

export type PostComposerLoad =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'success'; data: PostComposerData };

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
  const all = [creator, playlists, days, ...(postId ? [post] : [])];
  const failed = all.filter((query) => query.isError);
  if (failed.length > 0) {
    return {
      status: 'error',
      retry: () => {
        for (const query of failed) void query.refetch();
      },
      retrying: failed.some((query) => query.isFetching),
    };
  }
  if (!creator.data || !playlists.data || !days.data || (postId && !post.data)) return { status: 'pending' };
  return {
    status: 'success',
    data: {
      playlists: playlists.data,
      publicationDates: days.data,
      timeZone: scheduleTimeZone(creator.data.timeZone),
      post: post.data ?? null,
    },
  };
}
