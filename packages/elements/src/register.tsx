import { LoginForm } from './auth/LoginForm';
import { defineFeatureElement } from './custom-elements/define-element';
import { ProfileView } from './profile/ProfileView';
import { LanguageSwitcher } from './shell/LanguageSwitcher';

/**
 * Defines every custom element. Importing this module (or loading the standalone bundle) is the only side effect
 * of the package.
 */
// On a partner's page every challenge, SMS included, is answered inside the element: there is no /login/mfa.
defineFeatureElement('mym-login', ({ element }) => (
  <LoginForm onSignedIn={() => element.emit('signed-in')} />
));
// On a partner's page the element neither links to the app's edit screen nor leaves for the terms screen.
defineFeatureElement('mym-profile', ({ element }) => (
  <ProfileView requireTerms={false} editable={false} onSignedOut={() => element.emit('signed-out')} />
));
defineFeatureElement('mym-language-switcher', () => <LanguageSwitcher />);
