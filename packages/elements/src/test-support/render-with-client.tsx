import { text as streamText } from 'node:stream/consumers';
import type { CreatorClient } from '@mym/sdk';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import type { AppLinks } from '../common/app-links';
import type { FirstData } from '../common/first-data';
import { CreatorProviders } from '../creator-providers';
import { FRENCH_TRANSLATIONS } from '../i18n/bundled-fr';
import { creatorClient } from './creator-api';

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

/**
 * A screen in French inside the providers an island gives it, with the given client and, as the site's server
 * passes them, the screen's first data: what `renderToString` (the server's HTML) and `render` both take.
 */
export function creatorIsland(ui: ReactElement, client: CreatorClient, firstData?: FirstData): ReactElement {
  return (
    <CreatorProviders
      config={{ apiUrl: '', auth: { userPoolId: '', userPoolClientId: '' } }}
      locale="fr"
      translations={FRENCH_TRANSLATIONS}
      client={client}
      links={SITE_LINKS}
      firstData={firstData}
    >
      {ui}
    </CreatorProviders>
  );
}

/**
 * Renders a screen in French with the given client, as an island would; by default a client signed in as the demo
 * creator over the one fake API.
 */
export function renderWithClient(
  ui: ReactElement,
  client: CreatorClient = creatorClient(() => undefined).client,
) {
  return render(creatorIsland(ui, client));
}

/**
 * The screen's HTML as the host's server sends it with its first data, before any of its code runs in the browser:
 * every lazily loaded part included (the site's server streams them into the page), parsed as the browser does.
 */
export async function serverPage(
  ui: ReactElement,
  client: CreatorClient,
  firstData: FirstData,
): Promise<Document> {
  const { prelude } = await prerender(creatorIsland(ui, client, firstData));
  return new DOMParser().parseFromString(await streamText(prelude), 'text/html');
}

/** The values of the options a select of the server's HTML marks chosen (the browser shows its first without one). */
export const chosenOptions = (select: Element | null) =>
  [...(select?.querySelectorAll('option[selected]') ?? [])].map((option) => option.getAttribute('value'));
