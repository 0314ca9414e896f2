import type { CreatorApiError, SignInResult } from '@mym/sdk';
import { Button, PasswordField, TextField } from '@mym/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';
import { signInErrorKey } from './sign-in-error';

interface LoginValues {
  username: string;
  password: string;
}

export interface LoginFormProps {
  /** Called once the creator is signed in (the cookie is set by then). */
  onSignedIn?: () => void;
  /** Called when the identity asks for another step (MFA, new password...): spec 4 "Sign-in". */
  onChallenge?: (result: SignInResult, values: LoginValues) => void;
}

const REQUIRED = 'mandatory_field_is_empty_error';

export function LoginForm({ onSignedIn, onChallenge }: LoginFormProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { username: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await client.auth.signIn(values);
      if (result.isSignedIn) onSignedIn?.();
      else if (onChallenge) onChallenge(result, values);
      else setFormError('login_unsupported_step_error');
    } catch (error) {
      setFormError(signInErrorKey(error as CreatorApiError));
    }
  });

  return (
    <form className="mym-login" onSubmit={submit} noValidate aria-labelledby="mym-login-title">
      <h1 id="mym-login-title" className="mym-login__title">
        {t('login_title')}
      </h1>
      <p className="mym-login__subtitle">{t('login_subtitle')}</p>
      <TextField
        label={t('login_email_label')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.username?.message ? t(errors.username.message) : undefined}
        {...register('username', { required: REQUIRED, setValueAs: (v: string) => v.trim() })}
      />
      <PasswordField
        label={t('login_password_label')}
        autoComplete="current-password"
        showLabel={t('password_show')}
        hideLabel={t('password_hide')}
        error={errors.password?.message ? t(errors.password.message) : undefined}
        {...register('password', { required: REQUIRED })}
      />
      {formError && (
        <p className="mym-login__error" role="alert">
          {t(formError)}
        </p>
      )}
      <Button type="submit" size="large" loading={isSubmitting}>
        {t('login_submit')}
      </Button>
    </form>
  );
}
