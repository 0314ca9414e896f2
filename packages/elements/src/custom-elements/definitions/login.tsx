import authStyles from '../../auth/auth.css?inline';
import { LoginForm } from '../../auth/LoginForm';
import commonStyles from '../../common/common.css?inline';
import { defineIdentityElement } from '../identity-element';

// On a partner's page every challenge, SMS included, is answered inside the element: there is no /login/mfa.
defineIdentityElement(
  'mym-login',
  ({ element }) => <LoginForm onSignedIn={() => element.emit('mym-signed-in')} />,
  { styles: [commonStyles, authStyles], catalogues: ['auth', 'security'] },
);
