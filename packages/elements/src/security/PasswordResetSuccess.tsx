import { MessageText } from '@mym/ui';
import { useTranslation } from 'react-i18next';

/** `/password/reset/success` (spec 2): the password changed; the creator logs in with it. */
export function PasswordResetSuccess({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation();
  return (
    <section className="mym-security-form" aria-labelledby="mym-reset-success-title">
      <h1 id="mym-reset-success-title" className="mym-security-form__title">
        {t('password_reset_success_title')}
      </h1>
      <MessageText kind="success">{t('password_reset_success_description')}</MessageText>
      <a
        className="mym-button mym-button--primary mym-button--large mym-security-form__button-link"
        href={loginHref}
      >
        {t('password_reset_success_login')}
      </a>
    </section>
  );
}
