import { TextField, type TextFieldProps } from '@mym/ui/text-field';
import { useTranslation } from 'react-i18next';

/** The email the booking's confirmation goes to, in every form of the widget that asks for it. */
export function BookingEmailField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('booking_email_label')}
      type="email"
      autoComplete="email"
      inputMode="email"
      hint={t('booking_email_hint')}
      {...props}
    />
  );
}
