import { type MediaPreviewProps, MediaPreview as UiMediaPreview } from '@mym/ui';
import { useTranslation } from 'react-i18next';

/**
 * A media thumbnail whose fallback (no preview, or one that fails to load) is read in the page's language. The
 * design system takes its words translated; every screen reaches it through this one, so none can leave the
 * warning icon unnamed.
 */
export function MediaPreview(props: Omit<MediaPreviewProps, 'fallbackLabel'>) {
  const { t } = useTranslation();
  return <UiMediaPreview {...props} fallbackLabel={t('media_preview_unavailable')} />;
}
