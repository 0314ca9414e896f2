export {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button/button';
export * from './limits';
export { Loader, type LoaderProps } from './loader/loader';
export {
  PasswordField,
  type PasswordFieldProps,
  type PasswordRequirement,
} from './password-field/password-field';
export { TextField, type TextFieldProps } from './text-field/text-field';
