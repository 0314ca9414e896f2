import type { Playlist, PostForm } from '@mym/sdk';
import { Button } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { MediaThumbnails } from '../common/MediaThumbnails';
import { formatPostDate } from '../common/post-state/post-state';
import { PostTimeline } from './PostTimeline';
import type { PostWizardStep } from './post-steps';

export interface PostRecapProps {
  values: PostForm;
  playlists: readonly Playlist[];
  timeZone: string;
  editing: boolean;
  saving: boolean;
  /** A failure to say above the buttons (translated), or null. */
  failure: string | null;
  onConfirm: () => void;
  onEdit: () => void;
  onGo: (step: PostWizardStep) => void;
}

/** The recap (spec 2): the post as it will go out, its visibility and when, in the creator's zone named. */
export function PostRecap(props: PostRecapProps) {
  const { values, playlists, timeZone, editing, saving, failure, onConfirm, onEdit, onGo } = props;
  const { t, i18n } = useTranslation();
  const media =
    values.media && 'id' in values.media && values.media.id ? [{ ...values.media, id: values.media.id }] : [];
  const names = values.playlists.map((id) => playlists.find((playlist) => playlist.id === id)?.name ?? id);
  return (
    <section className="mym-post-recap" part="recap" aria-labelledby="mym-post-recap-title">
      <h1 id="mym-post-recap-title" className="mym-screen__title" tabIndex={-1}>
        {t('post_recap_title')}
      </h1>
      <PostTimeline current="recap" errors={{}} hasMedia={media.length > 0} onGo={onGo} />
      <dl className="mym-recap__list">
        <dt>{t('post_media_title')}</dt>
        <dd>
          <MediaThumbnails medias={media} />
        </dd>
        <dt>{t('post_caption_label')}</dt>
        <dd className="mym-recap__caption">{values.caption || t('post_recap_no_caption')}</dd>
        <dt>{t('post_recap_visibility')}</dt>
        <dd>{values.isPrivate ? t('post_state_private') : t('post_state_public')}</dd>
        <dt>{t('post_playlists_label')}</dt>
        <dd>{names.length > 0 ? names.join(', ') : t('post_recap_no_playlist')}</dd>
        <dt>{t('post_consent_title')}</dt>
        <dd>{values.thirdPartyConsent ? t('post_recap_consent_yes') : t('post_recap_consent_no')}</dd>
        <dt>{t('post_schedule_title')}</dt>
        <dd>
          {values.isScheduled
            ? t('post_recap_scheduled', {
                date: formatPostDate(values.scheduledAt, timeZone, i18n.language),
                timeZone,
              })
            : t('post_recap_now')}
        </dd>
      </dl>
      {failure && (
        <p className="mym-form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="mym-screen__actions" part="actions">
        <Button onClick={onConfirm} loading={saving}>
          {editing
            ? t('post_recap_update')
            : values.isScheduled
              ? t('post_recap_schedule')
              : t('post_recap_publish')}
        </Button>
        <Button variant="tertiary" onClick={onEdit}>
          {t('post_recap_edit')}
        </Button>
      </div>
    </section>
  );
}
