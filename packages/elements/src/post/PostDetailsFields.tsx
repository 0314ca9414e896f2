import { CAPTION_MAX_LENGTH, type Playlist, type PostForm, PUBLICATION_PLAYLISTS_MAX } from '@mym/sdk';
import { characterCount } from '@mym/sdk/rules';
import { Checkbox, TagInput, type TagItem, TextArea } from '@mym/ui';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../push/field-error';

export interface PostDetailsFieldsProps {
  form: UseFormReturn<PostForm>;
  playlists: readonly Playlist[];
}

/**
 * The post's words and settings (spec 3 "Post form"): the caption with its 1500-character counter, private (on by
 * default), the playlists it joins through the tag-input combobox, and the third-party consent.
 */
export function PostDetailsFields({ form, playlists }: PostDetailsFieldsProps) {
  const { t } = useTranslation();
  const chosen = useWatch({ control: form.control, name: 'playlists' });
  const items: TagItem[] = playlists.map((playlist) => ({ label: playlist.name, value: playlist.id }));
  // A playlist deleted since the draft was kept still shows by id, so the creator can remove it.
  const value = chosen.map((id) => items.find((item) => item.value === id) ?? { label: id, value: id });

  return (
    <>
      <TextArea
        label={t('post_caption_label')}
        characterLimit={CAPTION_MAX_LENGTH}
        countCharacters={characterCount}
        error={fieldError(form, 'caption', t)}
        {...form.register('caption')}
      />
      <Controller
        control={form.control}
        name="isPrivate"
        render={({ field }) => (
          <Checkbox
            label={t('post_private_label')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <p className="mym-push-field__hint">{t('post_private_hint')}</p>
      <TagInput
        label={t('post_playlists_label')}
        items={items}
        value={value}
        max={PUBLICATION_PLAYLISTS_MAX}
        allowCreate={false}
        placeholder={playlists.length === 0 ? t('post_playlists_none') : t('post_playlists_placeholder')}
        removeLabel={(name) => t('post_playlists_remove', { name })}
        error={fieldError(form, 'playlists', t)}
        onChange={(tags) =>
          form.setValue(
            'playlists',
            tags.map((tag) => tag.value),
            { shouldDirty: true },
          )
        }
      />
      <Controller
        control={form.control}
        name="thirdPartyConsent"
        render={({ field }) => (
          <Checkbox
            label={t('post_consent_label')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </>
  );
}
