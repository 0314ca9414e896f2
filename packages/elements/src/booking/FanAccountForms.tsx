import { CreatorApiError, createFanClient, type FanClient } from '@mym/sdk/fan';
import { Button } from '@mym/ui/button';
import { MessageText } from '@mym/ui/message-text';
import { TextField, type TextFieldProps } from '@mym/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rulesResolver } from '../common/form-errors';
import { type SignedInFan, useFanAccess } from './fan-access';
import {
  type FanCodeFields,
  type FanSignUpFields,
  identityFieldError,
  validateFanCode,
  validateFanSignIn,
  validateFanSignUp,
} from './fan-account-rules';

type Mode = 'sign_in' | 'sign_up' | 'code';

/**
 * The visitor becomes a fan to pay: signs in with the fans' app account, or creates one (name, email, password,
 * then the emailed code) and is signed in with it. The fan client is the SDK's (`@mym/sdk/fan`), no aws-amplify.
 */
export function FanAccountForms({ onSignedIn }: { onSignedIn: (fan: SignedInFan) => void }) {
  const access = useFanAccess();
  const [client] = useState<FanClient>(
    () => access.client ?? createFanClient({ apiUrl: access.apiUrl, identity: access.identity }),
  );
  const [mode, setMode] = useState<Mode>('sign_in');
  const [pending, setPending] = useState<{ email: string; password: string } | null>(null);
  const signIn = async (email: string, password: string) => {
    await client.signIn(email, password);
    const me = await client.me();
    onSignedIn({ client, name: me.name, email });
  };
  if (mode === 'code' && pending) {
    return (
      <CodeForm
        email={pending.email}
        confirm={async ({ code }) => {
          await client.confirmSignUp(pending.email, code.trim());
          await signIn(pending.email, pending.password);
        }}
      />
    );
  }
  return (
    <AccountForm
      key={mode}
      mode={mode === 'sign_up' ? 'sign_up' : 'sign_in'}
      onSwitch={() => setMode(mode === 'sign_up' ? 'sign_in' : 'sign_up')}
      submit={async (values) => {
        const email = values.email.trim();
        if (mode !== 'sign_up') {
          try {
            return await signIn(email, values.password);
          } catch (error) {
            // Signed up earlier but never confirmed: the code the identity sent is asked for, then the sign-in.
            if (!(error instanceof CreatorApiError) || error.code !== 'UserNotConfirmedException')
              throw error;
            setPending({ email, password: values.password });
            return setMode('code');
          }
        }
        const { confirmed } = await client.signUp({
          username: email,
          email,
          password: values.password,
          name: values.name.trim(),
        });
        if (confirmed) return signIn(email, values.password);
        setPending({ email, password: values.password });
        setMode('code');
      }}
    />
  );
}

/** Submits through the identity; a refusal shows under the field it is about, anything else above the button. */
function useIdentityForm<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  submit: (values: Values) => Promise<void>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: submit,
    onMutate: () => setFormError(null),
    onError: (error) => {
      const { field, key } = identityFieldError(error instanceof CreatorApiError ? error.code : undefined);
      if (field === 'form' || !(field in form.getValues())) setFormError(key);
      else form.setError(field as Path<Values>, { message: key });
    },
  });
  return { mutation, formError, onSubmit: form.handleSubmit((values) => mutation.mutate(values)) };
}

function AccountForm({
  mode,
  onSwitch,
  submit,
}: {
  mode: 'sign_in' | 'sign_up';
  onSwitch: () => void;
  submit: (values: FanSignUpFields) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<FanSignUpFields>({
    defaultValues: { name: '', email: '', password: '' },
    resolver: rulesResolver<FanSignUpFields>(mode === 'sign_up' ? validateFanSignUp : validateFanSignIn),
  });
  const { mutation, formError, onSubmit } = useIdentityForm(form, submit);
  const signUp = mode === 'sign_up';
  /** One field of the account, its rule's message under it. */
  const field = (
    name: keyof FanSignUpFields,
    label: 'booking_name_label' | 'booking_email_label' | 'booking_fan_password_label',
    props: Omit<TextFieldProps, 'label'>,
  ) => {
    const message = form.formState.errors[name]?.message;
    return (
      <TextField
        label={t(label)}
        {...props}
        error={message ? t(message) : undefined}
        {...form.register(name)}
      />
    );
  };
  return (
    <form className="mym-booking-form" part="form" noValidate onSubmit={onSubmit}>
      {signUp && field('name', 'booking_name_label', { autoComplete: 'name' })}
      {field('email', 'booking_email_label', {
        type: 'email',
        autoComplete: signUp ? 'email' : 'username',
        inputMode: 'email',
      })}
      {field('password', 'booking_fan_password_label', {
        type: 'password',
        autoComplete: signUp ? 'new-password' : 'current-password',
        hint: signUp ? t('booking_fan_password_rules') : undefined,
      })}
      {formError && (
        <MessageText kind="error" live>
          {t(formError)}
        </MessageText>
      )}
      <div className="mym-booking__actions" part="actions">
        <Button type="submit" loading={mutation.isPending}>
          {t(mode === 'sign_up' ? 'booking_fan_sign_up_submit' : 'booking_fan_sign_in')}
        </Button>
        <Button variant="tertiary" onClick={onSwitch}>
          {t(mode === 'sign_up' ? 'booking_fan_have_account' : 'booking_fan_create_account')}
        </Button>
      </div>
    </form>
  );
}

function CodeForm({ email, confirm }: { email: string; confirm: (values: FanCodeFields) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useForm<FanCodeFields>({
    defaultValues: { code: '' },
    resolver: rulesResolver<FanCodeFields>(validateFanCode),
  });
  const { mutation, formError, onSubmit } = useIdentityForm(form, confirm);
  const message = form.formState.errors.code?.message;
  return (
    <form className="mym-booking-form" part="form" noValidate onSubmit={onSubmit}>
      <MessageText kind="info" live>
        {t('booking_fan_code_intro', { email })}
      </MessageText>
      <TextField
        label={t('booking_fan_code_label')}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={message ? t(message) : undefined}
        {...form.register('code')}
      />
      {formError && (
        <MessageText kind="error" live>
          {t(formError)}
        </MessageText>
      )}
      <div className="mym-booking__actions" part="actions">
        <Button type="submit" loading={mutation.isPending}>
          {t('booking_fan_code_submit')}
        </Button>
      </div>
    </form>
  );
}
