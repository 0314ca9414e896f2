import { type FieldErrors, isEmailAddress, MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';

/** The fan's account forms: sign in, sign up, and the emailed code. */
export interface FanSignInFields {
  email: string;
  password: string;
}
export interface FanSignUpFields extends FanSignInFields {
  name: string;
}
export interface FanCodeFields {
  code: string;
}

const required = (fields: FieldErrors, name: string, value: string) => {
  if (value.trim() === '') fields[name] = [MANDATORY_FIELD_ERROR];
};

/** Every field filled and the email plausible, all at once on submit (spec 5 "Generic"); the identity judges the rest. */
export function validateFanSignIn(values: FanSignInFields): FieldErrors {
  const fields: FieldErrors = {};
  required(fields, 'email', values.email);
  if (!fields.email && !isEmailAddress(values.email.trim())) fields.email = [MANDATORY_FIELD_ERROR];
  required(fields, 'password', values.password);
  return fields;
}

export function validateFanSignUp(values: FanSignUpFields): FieldErrors {
  const fields = validateFanSignIn(values);
  required(fields, 'name', values.name);
  return fields;
}

export function validateFanCode(values: FanCodeFields): FieldErrors {
  const fields: FieldErrors = {};
  required(fields, 'code', values.code);
  return fields;
}

/** Where an identity refusal shows: under the field it is about, in the widget's words. */
export function identityFieldError(code: string | undefined): { field: string; key: string } {
  switch (code) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      return { field: 'password', key: 'booking_fan_wrong_credentials' };
    case 'UsernameExistsException':
      return { field: 'email', key: 'booking_fan_email_taken' };
    case 'InvalidPasswordException':
    case 'InvalidParameterException':
      return { field: 'password', key: 'booking_fan_password_rules' };
    case 'CodeMismatchException':
    case 'ExpiredCodeException':
      return { field: 'code', key: 'booking_fan_code_wrong' };
    default:
      return { field: 'form', key: 'booking_fan_sign_in_error' };
  }
}

/** The pay step: where notices go, and the local payment stand-in's test card. */
export interface FanPaymentFields {
  email: string;
  card: string;
}

export function validateFanPayment(values: FanPaymentFields): FieldErrors {
  const fields: FieldErrors = {};
  required(fields, 'email', values.email);
  if (!fields.email && !isEmailAddress(values.email.trim())) fields.email = [MANDATORY_FIELD_ERROR];
  required(fields, 'card', values.card);
  return fields;
}
