import { CAPTION_MAX_LENGTH, type Playlist, type PostForm, PUBLICATION_PLAYLISTS_MAX } from '@mym/sdk';
import { characterCount } from '@mym/sdk/rules';
import { Checkbox, TagInput, TextArea } from '@mym/ui';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';
import { registerStored } from '../common/stored-field';
import { usePlaylistField } from './use-playlist-field';

export interface PostDetailsFieldsProps {
  form: UseFormReturn<PostForm>;
  playlists: readonly Playlist[];
}

/**
 * The post's words and settings (spec 3 "Post form"): the caption with its 1500-character counter, private (on by
 * default), the playlists it joins through the tag-input combobox (a new name creates the playlist there, issue
 * 10), and the third-party consent.
 */
export function PostDetailsFields({ form, playlists }: PostDetailsFieldsProps) {
  const { t } = useTranslation();
  const chosen = useWatch({ control: form.control, name: 'playlists' });
  const field = usePlaylistField(form, playlists, chosen);

  return (
    <>
      <TextArea
        label={t('post_caption_label')}
        characterLimit={CAPTION_MAX_LENGTH}
        countCharacters={characterCount}
        error={fieldError(form, 'caption', t)}
        {...registerStored(form, 'caption')}
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
      <p className="mym-field-card__hint">{t('post_private_hint')}</p>
      <TagInput
        label={t('post_playlists_label')}
        items={field.items}
        value={field.value}
        max={PUBLICATION_PLAYLISTS_MAX}
        createLabel={(name) => t('playlists_field_create', { name })}
        placeholder={playlists.length === 0 ? t('post_playlists_none') : t('post_playlists_placeholder')}
        removeLabel={(name) => t('post_playlists_remove', { name })}
        error={
          field.failedName
            ? t('playlists_field_create_error', { name: field.failedName })
            : fieldError(form, 'playlists', t)
        }
        onChange={field.onChange}
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
