import type { MediaItem } from '@mym/sdk';
import type { TFunction } from 'i18next';
import { listFormat } from '../common/intl-formats';

/**
 * What uses a media, in words: "2 publications, 1 push et la photo de profil". Empty when nothing does. An
 * answer without the breakdown (an older API) counts its uses as posts and pushes together.
 */
export function describeMediaUses(media: MediaItem, t: TFunction, locale: string): string {
  const usedBy = media.usedBy;
  const parts: string[] = [];
  if (usedBy) {
    if (usedBy.posts > 0) parts.push(t('cloud_uses_posts', { count: usedBy.posts }));
    if (usedBy.pushes > 0) parts.push(t('cloud_uses_pushes', { count: usedBy.pushes }));
    if (usedBy.profilePicture) parts.push(t('cloud_uses_profile_picture'));
  } else if ((media.usedIn ?? 0) > 0) {
    parts.push(String(media.usedIn));
  }
  return listFormat(locale, { type: 'conjunction' }).format(parts);
}
