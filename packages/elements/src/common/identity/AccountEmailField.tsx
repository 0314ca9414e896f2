import { TextField, type TextFieldProps } from '@mym/ui';

/**
 * The account's email, which the identity takes as its username: the email keyboard on a phone, and the field a
 * password manager fills with the saved username. Takes react-hook-form's `register(...)` as is.
 */
export function AccountEmailField(props: TextFieldProps) {
  return <TextField type="email" autoComplete="username" inputMode="email" {...props} />;
}
