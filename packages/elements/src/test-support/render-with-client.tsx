import type { Creator, CreatorClient } from '@mym/sdk';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { AppLinks } from '../common/app-links';
import { CreatorProviders } from '../creator-providers';
import { FRENCH_TRANSLATIONS } from '../i18n/bundled-fr';

/** A creator who has accepted every term, as `GET /creators/me` answers. */
export const ACCEPTED_CREATOR: Creator = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  username: 'demo',
  email: 'demo.creator@creators.local',
  displayName: 'Demo Creator',
  bio: null,
  avatarUrl: null,
  category: 'default',
  certificationStatus: 'pending',
  privacyPolicyAccepted: true,
  termsOfServiceAccepted: true,
  termsOfUseAccepted: true,
  timeZone: 'Europe/Paris',
};

/** A client whose creator calls are mocks; the other resources are never reached by these screens. */
export function fakeClient(creator: Partial<CreatorClient['creator']> = {}): CreatorClient {
  return {
    creator: {
      me: vi.fn(async () => ACCEPTED_CREATOR),
      update: vi.fn(async (changes) => ({ ...ACCEPTED_CREATOR, ...changes })),
      profilePicture: vi.fn(async () => ({ url: null })),
      setProfilePicture: vi.fn(async () => ({ url: null })),
      subscriptionPrice: vi.fn(async () => ({ price: null })),
      setSubscriptionPrice: vi.fn(async (price) => ({ price })),
      ...creator,
    },
    // The navigation's bell reads the unread count and hears the event stream on every screen.
    notifications: { unreadCount: vi.fn(async () => 0) },
    events: { subscribe: vi.fn(() => ({ close: () => undefined, lastEventId: undefined })) },
  } as unknown as CreatorClient;
}

/** The links the site gives every island (its route table), as the screens under test receive them. */
export const SITE_LINKS: AppLinks = {
  home: '/app/',
  login: '/app/login',
  signup: '/app/signup',
  profile: '/app/profile',
  profileEdit: '/app/profile/edit',
  profileSecurity: '/app/profile/security',
  termsAcceptance: '/app/signup/social-network/confirmation',
  tools: '/app/tools',
  accountTools: '/app/account/tools',
  incomes: '/app/incomes',
  myms: '/app/myms',
  messages: '/app/chat',
  notifications: '/app/notifications',
  myAccount: '/app/my-account',
  createPost: '/app/post',
  createPush: '/app/push',
  pushList: '/app/push/list',
  posts: '/app/posts',
  cloud: '/app/mym-cloud',
  playlists: '/app/v2/tools/playlists',
  catalog: '/app/catalog',
  createLive: '/app/live',
  liveList: '/app/live/list',
  calendar: '/app/calendar',
  terms: '/app/terms',
  privacy: '/app/privacy',
  termsOfUse: '/app/terms-of-use',
};

/** Renders a screen in French with the given client, as an island would. */
export function renderWithClient(ui: ReactElement, client: CreatorClient = fakeClient()) {
  return render(
    <CreatorProviders
      config={{ apiUrl: '', auth: { userPoolId: '', userPoolClientId: '' } }}
      locale="fr"
      translations={FRENCH_TRANSLATIONS}
      client={client}
      links={SITE_LINKS}
    >
      {ui}
    </CreatorProviders>,
  );
}
