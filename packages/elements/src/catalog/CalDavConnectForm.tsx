import {
  type CalDavAccountPayload,
  type CalendarProvider,
  CreatorApiError,
  calDavAccountPayloadStruct,
} from '@mym/sdk';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import { Button, TextField } from '@mym/ui';
import { useId } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { calendarErrorKey } from './calendar-providers';
import { useCalendarConnection } from './use-calendar-connection';

const FIELDS = ['serverUrl', 'username', 'password'] as const;
type CalDavField = (typeof FIELDS)[number];

/** Spec 5 "Generic": every field of the CalDAV account the contract refuses gets the mandatory key, all at once. */
const calDavResolver: Resolver<CalDavAccountPayload> = (values) => {
  const trimmed = { ...values, serverUrl: values.serverUrl.trim(), username: values.username.trim() };
  const [error] = calDavAccountPayloadStruct.validate(trimmed);
  if (!error) return { values: trimmed, errors: {} };
  const errors: FieldErrors<CalDavAccountPayload> = {};
  for (const failure of error.failures()) {
    const field = failure.path[0] as CalDavField;
    errors[field] = { type: 'rule', message: MANDATORY_FIELD_ERROR };
  }
  return { values: {}, errors };
};

export interface CalDavConnectFormProps {
  onConnected?: ((provider: CalendarProvider) => void) | undefined;
  onCancel?: (() => void) | undefined;
}

/**
 * Connects a CalDAV account (Apple iCloud, Fastmail, Nextcloud...): server address, user name and password.
 * The API opens the calendar before keeping anything, so refused credentials and an unreachable server are
 * said here in words, under the form; a field the API refuses shows its key under that field.
 */
export function CalDavConnectForm({ onConnected, onCancel }: CalDavConnectFormProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const { connectCalDav } = useCalendarConnection({ onConnected });
  const form = useForm<CalDavAccountPayload>({
    defaultValues: { serverUrl: '', username: '', password: '' },
    resolver: calDavResolver,
  });
  const fieldError = (name: CalDavField) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const submit = form.handleSubmit((account) =>
    connectCalDav.mutateAsync(account).catch((error: unknown) => {
      if (!(error instanceof CreatorApiError) || !error.fields) return;
      for (const [field, keys] of Object.entries(error.fields)) {
        if ((FIELDS as readonly string[]).includes(field) && keys[0])
          form.setError(field as CalDavField, { message: keys[0] });
      }
    }),
  );
  const refused =
    connectCalDav.isError && !(connectCalDav.error instanceof CreatorApiError && connectCalDav.error.fields)
      ? t(calendarErrorKey(connectCalDav.error))
      : null;

  return (
    <form
      className="mym-catalog-caldav"
      part="caldav-form"
      noValidate
      onSubmit={submit}
      aria-describedby={refused ? errorId : undefined}
    >
      <TextField
        label={t('catalog_caldav_server_url')}
        hint={t('catalog_caldav_server_url_hint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        error={fieldError('serverUrl')}
        {...form.register('serverUrl')}
      />
      <TextField
        label={t('catalog_caldav_username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError('username')}
        {...form.register('username')}
      />
      <TextField
        label={t('catalog_caldav_password')}
        hint={t('catalog_caldav_password_hint')}
        type="password"
        autoComplete="current-password"
        error={fieldError('password')}
        {...form.register('password')}
      />
      {refused && (
        <p id={errorId} className="mym-form-error" role="alert">
          {refused}
        </p>
      )}
      <div className="mym-catalog__actions">
        <Button type="submit" loading={connectCalDav.isPending}>
          {t('catalog_caldav_connect')}
        </Button>
        {onCancel && (
          <Button variant="tertiary" onClick={onCancel}>
            {t('catalog_cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
