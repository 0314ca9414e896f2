import { LoginForm } from './auth/LoginForm';
import { defineFeatureElement } from './custom-elements/define-element';
import { ProfileView } from './profile/ProfileView';
import { PushComposer } from './push/PushComposer';
import { PushList } from './push/PushList';
import { LanguageSwitcher } from './shell/LanguageSwitcher';

/**
 * Defines every custom element. Importing this module (or loading the standalone bundle) is the only side effect
 * of the package.
 */
// On a partner's page every challenge, SMS included, is answered inside the element: there is no /login/mfa.
defineFeatureElement('mym-login', ({ element }) => (
  <LoginForm onSignedIn={() => element.emit('mym-signed-in')} />
));
// On a partner's page the element neither links to the app's edit screen nor leaves for the terms screen.
defineFeatureElement('mym-profile', ({ element }) => (
  <ProfileView requireTerms={false} editable={false} onSignedOut={() => element.emit('mym-signed-out')} />
));
defineFeatureElement('mym-language-switcher', () => <LanguageSwitcher />);
// The push composer and list of issue 9: the partner page decides where a done or edited push leads.
defineFeatureElement<{ pushId: string }>(
  'mym-push-composer',
  ({ element, attributes }) => (
    <PushComposer
      pushId={attributes.pushId || undefined}
      onCreated={(push) => element.emit('mym-push-created', push)}
      onUpdated={(push) => element.emit('mym-push-updated', push)}
      onCancel={() => element.emit('mym-cancel')}
    />
  ),
  ['pushId'],
);
defineFeatureElement('mym-push-list', ({ element }) => (
  <PushList
    onEdit={(push) => element.emit('mym-push-edit', push)}
    onDeleted={(push) => element.emit('mym-push-deleted', push)}
  />
));
