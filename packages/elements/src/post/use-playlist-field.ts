import type { Playlist, PostForm } from '@mym/sdk';
import type { TagItem } from '@mym/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { playlistQueries } from '../common/playlist-queries';
import { useCreatorClient } from '../creator-client';

/**
 * The post form's playlists as the tag-input combobox holds them (usable from the wizard): known
 * playlists by id, and a typed name the creator chose to create, made into a playlist right there. While it is
 * being created its chip shows by name; once made, its id joins the form and the playlist joins every list.
 */
export function usePlaylistField(
  form: UseFormReturn<PostForm>,
  playlists: readonly Playlist[],
  chosen: string[],
) {
  const client = useCreatorClient();
  const queries = useQueryClient();
  const [pending, setPending] = useState<string[]>([]);
  const [failedName, setFailedName] = useState<string | undefined>();
  // The names still wanted: one removed while being created is not added when its playlist arrives.
  const wanted = useRef(new Set<string>());

  const items: TagItem[] = playlists.map((playlist) => ({ label: playlist.name, value: playlist.id }));
  // A playlist deleted since the draft was kept still shows by id, so the creator can remove it.
  const value: TagItem[] = [
    ...chosen.map((id) => items.find((item) => item.value === id) ?? { label: id, value: id }),
    ...pending.map((name) => ({ label: name, value: name })),
  ];

  const create = async (name: string) => {
    try {
      const playlist = await client.playlists.create({ name, mediaIds: [] });
      queries.setQueryData<Playlist[]>(playlistQueries.list(client).queryKey, (list) =>
        list ? [playlist, ...list] : list,
      );
      if (wanted.current.has(name)) {
        form.setValue('playlists', [...form.getValues('playlists'), playlist.id], { shouldDirty: true });
      }
    } catch {
      setFailedName(name);
    } finally {
      wanted.current.delete(name);
      setPending((names) => names.filter((other) => other !== name));
    }
  };

  const onChange = (tags: TagItem[]) => {
    const known = new Set([...items.map((item) => item.value), ...chosen]);
    const kept = tags.filter((tag) => known.has(tag.value)).map((tag) => tag.value);
    const stillPending = pending.filter((name) => tags.some((tag) => tag.value === name));
    const fresh = tags.filter((tag) => !known.has(tag.value) && !pending.includes(tag.value));
    for (const name of pending) if (!stillPending.includes(name)) wanted.current.delete(name);
    setPending([...stillPending, ...fresh.map((tag) => tag.label)]);
    setFailedName(undefined);
    form.setValue('playlists', kept, { shouldDirty: true });
    for (const tag of fresh) {
      wanted.current.add(tag.label);
      void create(tag.label);
    }
  };

  return { items, value, onChange, failedName };
}
