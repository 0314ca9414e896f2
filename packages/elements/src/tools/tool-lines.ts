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

/** A tool of things scheduled ahead: how many are coming (its label's `_summary` words), then the next one. */
function schedulingTool(
  id: string,
  link: AppLinkName,
  label: 'tools_posts' | 'tools_push_list' | 'tools_lives' | 'tools_catalog',
  figures: (summary: ToolsSummary) => { count: number; next: Next },
): ToolLine {
  return {
    id,
    link,
    label,
    summary: (s, t, when) => {
      const { count, next } = figures(s);
      return [t(`${label}_summary`, { count }), nextLine(next, t, when)];
    },
  };
}

/** Every tool the creator has, in the order the page lists them. */
export const TOOL_LINES: readonly ToolLine[] = [
  {
    id: 'calendar',
    link: 'calendar',
    label: 'tools_calendar',
    summary: (s, t, when) => [nextLine(s.calendar.next, t, when)],
  },
  schedulingTool('posts', 'posts', 'tools_posts', (s) => ({ count: s.posts.scheduled, next: s.posts.next })),
  schedulingTool('push-list', 'pushList', 'tools_push_list', (s) => ({
    count: s.pushes.scheduled,
    next: s.pushes.next,
  })),
  schedulingTool('lives', 'liveList', 'tools_lives', (s) => ({
    count: s.lives.upcoming,
    next: s.lives.next,
  })),
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
  schedulingTool('catalog', 'catalog', 'tools_catalog', (s) => ({
    count: s.catalog.consultations,
    next: s.catalog.next,
  })),
];
