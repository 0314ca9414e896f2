import type { ToolsSummary } from '@mym/sdk';
import type { TFunction } from 'i18next';
import type { AppLinkName } from '../common/app-links';

/** One tool of the page: where it leads, its name's key, and what it holds in words. */
export interface ToolLine {
  id: string;
  link: AppLinkName;
  label: string;
  /** What the tool holds, then its next scheduled thing; null while the figures load. */
  summary: (summary: ToolsSummary, t: TFunction, when: (iso: string) => string) => string[];
}

type Next = { title: string; startsAt: string } | null;

const nextLine = (next: Next, t: TFunction, when: (iso: string) => string) =>
  next
    ? next.title
      ? t('tools_next', { title: next.title, when: when(next.startsAt) })
      : t('tools_next_untitled', { when: when(next.startsAt) })
    : t('tools_nothing_next');

/** Every tool the creator has, in the order the page lists them. */
export const TOOL_LINES: readonly ToolLine[] = [
  {
    id: 'calendar',
    link: 'calendar',
    label: 'tools_calendar',
    summary: (s, t, when) => [nextLine(s.calendar.next, t, when)],
  },
  {
    id: 'posts',
    link: 'posts',
    label: 'tools_posts',
    summary: (s, t, when) => [
      t('tools_posts_summary', { count: s.posts.scheduled }),
      nextLine(s.posts.next, t, when),
    ],
  },
  {
    id: 'push-list',
    link: 'pushList',
    label: 'tools_push_list',
    summary: (s, t, when) => [
      t('tools_push_list_summary', { count: s.pushes.scheduled }),
      nextLine(s.pushes.next, t, when),
    ],
  },
  {
    id: 'lives',
    link: 'liveList',
    label: 'tools_lives',
    summary: (s, t, when) => [
      t('tools_lives_summary', { count: s.lives.upcoming }),
      nextLine(s.lives.next, t, when),
    ],
  },
  {
    id: 'cloud',
    link: 'cloud',
    label: 'tools_cloud',
    summary: (s, t) => [
      t('tools_cloud_summary', {
        medias: t('tools_cloud_medias', { count: s.cloud.medias }),
        collections: t('tools_cloud_collections', { count: s.cloud.collections }),
      }),
    ],
  },
  {
    id: 'playlists',
    link: 'playlists',
    label: 'tools_playlists',
    summary: (s, t) => [t('tools_playlists_summary', { count: s.playlists.playlists })],
  },
  {
    id: 'catalog',
    link: 'catalog',
    label: 'tools_catalog',
    summary: (s, t, when) => [
      t('tools_catalog_summary', { count: s.catalog.consultations }),
      nextLine(s.catalog.next, t, when),
    ],
  },
];
