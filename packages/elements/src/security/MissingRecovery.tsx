import { MessageText } from '@mym/ui';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a recovery page is opened without the recovery it continues (another tab, a bookmark, storage
 * cleared): the email and code live only in this tab, so the creator starts again from `href`.
 */
export function MissingRecovery({
  href,
  hrefLabel = 'password_recovery_start_again',
}: {
  href: string;
  hrefLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="mym-security-form" aria-labelledby="mym-recovery-missing-title">
      <h1 id="mym-recovery-missing-title" className="mym-security-form__title">
        {t('password_recovery_missing_title')}
      </h1>
      <MessageText kind="warning">{t('password_recovery_missing_description')}</MessageText>
      <a className="mym-link mym-security-form__link" href={href}>
        {t(hrefLabel)}
      </a>
    </section>
  );
}
