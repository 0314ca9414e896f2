import { LoginForm } from './auth/LoginForm';
import { defineFeatureElement } from './custom-elements/define-element';
import { ProfileView } from './profile/ProfileView';
import { LanguageSwitcher } from './shell/LanguageSwitcher';

/**
 * Defines every custom element. Importing this module (or loading the standalone bundle) is the only side effect
 * of the package.
 */
defineFeatureElement('mym-login', ({ element }) => (
  <LoginForm
    onSignedIn={() => element.emit('signed-in')}
    onMfaPage={(result) => element.emit('challenge', result)}
  />
));
// On a partner's page the element neither links to the app's edit screen nor leaves for the terms screen.
defineFeatureElement('mym-profile', ({ element }) => (
  <ProfileView requireTerms={false} editable={false} onSignedOut={() => element.emit('signed-out')} />
));
defineFeatureElement('mym-language-switcher', () => <LanguageSwitcher />);
