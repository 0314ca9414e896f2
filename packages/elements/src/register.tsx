import { LoginForm } from './auth/LoginForm';
import { defineFeatureElement } from './custom-elements/define-element';
import { ProfileView } from './profile/ProfileView';

/**
 * Defines every custom element. Importing this module (or loading the standalone bundle) is the only side effect
 * of the package.
 */
defineFeatureElement('mym-login', ({ element }) => (
  <LoginForm
    onSignedIn={() => element.emit('signed-in')}
    onChallenge={(result) => element.emit('challenge', result)}
  />
));
defineFeatureElement('mym-profile', ({ element }) => (
  <ProfileView onSignedOut={() => element.emit('signed-out')} />
));
