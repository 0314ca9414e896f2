import { isAcceptablePassword, passwordRequirements } from '@mym/sdk/rules';
import { Button, Checkbox, PasswordField, TextField } from '@mym/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '../common/identity/PasswordStrength';

export interface SignUpValues {
  username: string;
  password: string;
  privacyPolicy: boolean;
  termsOfService: boolean;
  termsOfUse: boolean;
}

export interface SignUpFormProps {
  onSubmit: (values: SignUpValues) => Promise<void>;
  /** A translated error of the last attempt (e.g. the email is taken), shown above the button. */
  error: string | null;
  legalHrefs: { privacy: string; termsOfService: string; termsOfUse: string };
}

const REQUIRED = 'mandatory_field_is_empty_error';

/** The email sign-up form (spec 2 `/signup/email`): credentials and the three acceptances of spec 3. */
export function SignUpForm({ onSubmit, error, legalHrefs }: SignUpFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    defaultValues: {
      username: '',
      password: '',
      privacyPolicy: false,
      termsOfService: false,
      termsOfUse: false,
    },
  });
  const password = watch('password');
  const fieldError = (key: keyof SignUpValues) => (errors[key]?.message ? t(errors[key].message) : undefined);
  const requirements = passwordRequirements(password).map((r) => ({ label: t(r.label), met: r.met }));
  const acceptance = (
    key: 'privacyPolicy' | 'termsOfService' | 'termsOfUse',
    href: string,
    labelKey: string,
  ) => (
    <Checkbox
      label={
        <>
          {t(labelKey)}{' '}
          <a href={href} target="_blank" rel="noopener noreferrer">
            {t('signup_read_document')}
          </a>
        </>
      }
      error={fieldError(key)}
      {...register(key, { validate: (checked) => checked || REQUIRED })}
    />
  );

  return (
    <form
      className="mym-login"
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="mym-signup-title"
    >
      <h1 id="mym-signup-title" className="mym-login__title">
        {t('signup_title')}
      </h1>
      <TextField
        label={t('login_email_label')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={fieldError('username')}
        {...register('username', { required: REQUIRED, setValueAs: (v: string) => v.trim().toLowerCase() })}
      />
      <PasswordField
        label={t('login_password_label')}
        autoComplete="new-password"
        showLabel={t('password_show')}
        hideLabel={t('password_hide')}
        metLabel={t('password_requirement_met')}
        unmetLabel={t('password_requirement_unmet')}
        requirements={requirements}
        error={fieldError('password')}
        {...register('password', {
          required: REQUIRED,
          validate: (value) => isAcceptablePassword(value) || 'signup_password_rules_error',
        })}
      />
      <PasswordStrength password={password} />
      <fieldset className="mym-signup__acceptances">
        <legend>{t('signup_acceptances_legend')}</legend>
        {acceptance('privacyPolicy', legalHrefs.privacy, 'signup_accept_privacy')}
        {acceptance('termsOfService', legalHrefs.termsOfService, 'signup_accept_terms_of_service')}
        {acceptance('termsOfUse', legalHrefs.termsOfUse, 'signup_accept_terms_of_use')}
      </fieldset>
      {error && (
        <p className="mym-login__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" size="large" loading={isSubmitting}>
        {t('signup_submit')}
      </Button>
    </form>
  );
}
