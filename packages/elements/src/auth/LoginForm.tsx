import type { CreatorApiError, SignInResult } from '@mym/sdk';
import { Button, Loader, PasswordField } from '@mym/ui';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountEmailField } from '../common/identity/AccountEmailField';
import { signInErrorKey } from '../common/identity/identity-error-keys';
import { useIdentityClient } from '../creator-client';
import { CONFIRM_SIGN_UP_STEP, leavesForMfaPage } from './challenge-steps';

interface LoginValues {
  username: string;
  password: string;
}

export interface LoginFormProps {
  /** Called once the creator is signed in (the cookie is set by then). */
  onSignedIn?: () => void;
  /** Called for SMS MFA, which continues on `/login/mfa` (spec 4); other challenges are answered here. */
  onMfaPage?: (result: SignInResult) => void;
  /** Where "forgot password" and "sign up" lead; the links are left out without them. */
  passwordRecoveryHref?: string;
  signUpHref?: string;
  /** Where an account not confirmed yet finishes its sign-up (spec 2 `/signup/email/confirmation`). */
  signUpConfirmationHref?: string;
}

const REQUIRED = 'mandatory_field_is_empty_error';

// Most sign-ins need no extra step: the challenge screens load only when the identity asks for one.
const ChallengeStep = lazy(() =>
  import('./ChallengeStep').then((module) => ({ default: module.ChallengeStep })),
);

export function LoginForm({
  onSignedIn,
  onMfaPage,
  passwordRecoveryHref,
  signUpHref,
  signUpConfirmationHref,
}: LoginFormProps) {
  const { t } = useTranslation();
  const client = useIdentityClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<{ result: SignInResult; username: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { username: '', password: '' } });

  const follow = async (result: SignInResult, username: string) => {
    if (result.isSignedIn) {
      onSignedIn?.();
      return;
    }
    if (result.nextStep === CONFIRM_SIGN_UP_STEP) {
      // The account exists but its email was never confirmed: finish the sign-up rather than fail.
      if (signUpConfirmationHref) window.location.assign(signUpConfirmationHref);
      else setFormError('login_user_not_confirmed_error');
      return;
    }
    if (leavesForMfaPage(result.nextStep) && onMfaPage) onMfaPage(result);
    else setChallenge({ result, username });
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await follow(await client.auth.signIn(values), values.username);
    } catch (error) {
      setFormError(signInErrorKey(error as CreatorApiError));
    }
  });

  if (challenge) {
    return (
      <div className="mym-login" part="challenge" data-state="challenge">
        <Suspense fallback={<Loader />}>
          <ChallengeStep
            challenge={challenge.result}
            username={challenge.username}
            onAnswered={(result) => void follow(result, challenge.username)}
          />
        </Suspense>
      </div>
    );
  }

  return (
    // POST, so a submit before hydration never puts credentials in the address bar.
    <form
      className="mym-login"
      part="form"
      data-state={isSubmitting ? 'submitting' : formError ? 'error' : 'idle'}
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby="mym-login-title"
    >
      <h1 id="mym-login-title" className="mym-login__title">
        {t('login_title')}
      </h1>
      <p className="mym-login__subtitle">{t('login_subtitle')}</p>
      <AccountEmailField
        label={t('login_email_label')}
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
      {passwordRecoveryHref && (
        <a className="mym-login__link" href={passwordRecoveryHref}>
          {t('login_forgot_password')}
        </a>
      )}
      {formError && (
        <p className="mym-login__error" part="error" role="alert">
          {t(formError)}
        </p>
      )}
      <Button type="submit" size="large" loading={isSubmitting}>
        {t('login_submit')}
      </Button>
      {signUpHref && (
        <p className="mym-login__alternative">
          {t('login_no_account')} <a href={signUpHref}>{t('login_sign_up_link')}</a>
        </p>
      )}
    </form>
  );
}
