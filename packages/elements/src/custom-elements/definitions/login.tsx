import { LoginForm } from '../../auth/LoginForm';
import { defineIdentityElement } from '../identity-element';

// On a partner's page every challenge, SMS included, is answered inside the element: there is no /login/mfa.
defineIdentityElement('mym-login', ({ element }) => (
  <LoginForm onSignedIn={() => element.emit('mym-signed-in')} />
));
