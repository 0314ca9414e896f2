import authStyles from '../../auth/auth.css?inline';
import { LoginForm } from '../../auth/LoginForm';
import commonStyles from '../../common/common.css?inline';
import { defineIdentityElement } from '../identity-element';

/**
 * Sign-in form with every identity challenge answered inside the element (spec 2, 4).
 * @csspart form - The sign-in form.
 * @csspart error - The form's error.
 * @csspart challenge - An identity challenge answered in place (code, new password, authenticator).
 * @dataState idle - Waiting for the creator.
 * @dataState submitting - Signing in.
 * @dataState error - The last attempt failed; the error says why.
 * @dataState challenge - The identity asks for a code, a new password or an authenticator.
 */
// On a partner's page every challenge, SMS included, is answered inside the element: there is no /login/mfa.
defineIdentityElement(
  'mym-login',
  ({ element }) => <LoginForm onSignedIn={() => element.emit('mym-signed-in')} />,
  { styles: [commonStyles, authStyles], catalogues: ['auth', 'security'] },
);
