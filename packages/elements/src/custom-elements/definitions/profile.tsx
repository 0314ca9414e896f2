import commonStyles from '../../common/common.css?inline';
import { ProfileView } from '../../profile/ProfileView';
import profileStyles from '../../profile/profile.css?inline';
import shellStyles from '../../shell/shell.css?inline';
import { defineFeatureElement } from '../define-element';

/**
 * The signed-in creator's profile (spec 2 profile view).
 * @csspart profile - The profile card.
 */
// On a partner's page the element neither links to the app's edit screen nor leaves for the terms screen.
defineFeatureElement(
  'mym-profile',
  ({ element }) => (
    <ProfileView requireTerms={false} editable={false} onSignedOut={() => element.emit('mym-signed-out')} />
  ),
  { styles: [commonStyles, shellStyles, profileStyles], catalogues: ['auth', 'post', 'profile', 'shell'] },
);
