import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The creator's picture, or their initial on a plain disc when there is none or it fails to load. */
export function Avatar({ url, name }: { url: string | null | undefined; name: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return (
      <img
        className="mym-avatar"
        src={url}
        alt={t('profile_avatar_alt', { name })}
        width={96}
        height={96}
        onError={() => setFailed(url)}
      />
    );
  }
  return (
    <span className="mym-avatar mym-avatar--empty" role="img" aria-label={t('profile_avatar_missing')}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
