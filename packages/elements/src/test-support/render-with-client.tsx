import type { Creator, CreatorClient } from '@mym/sdk';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { CreatorProviders } from '../creator-client';
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
      ...creator,
    },
  } as unknown as CreatorClient;
}

/** Renders a screen in French with the given client, as an island would. */
export function renderWithClient(ui: ReactElement, client: CreatorClient = fakeClient()) {
  return render(
    <CreatorProviders
      config={{ apiUrl: '', auth: { userPoolId: '', userPoolClientId: '' } }}
      locale="fr"
      translations={FRENCH_TRANSLATIONS}
      client={client}
    >
      {ui}
    </CreatorProviders>,
  );
}
