import { LoginForm } from '../../auth/LoginForm';
import { defineFeatureElement } from '../define-element';

// On a partner's page every challenge, SMS included, is answered inside the element: there is no /login/mfa.
defineFeatureElement('mym-login', ({ element }) => (
  <LoginForm onSignedIn={() => element.emit('mym-signed-in')} />
));
