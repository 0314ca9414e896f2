/**
 * Unit-test helpers: the screens render inside the real `CreatorProviders` (French translations, query cache),
 * with `createCreatorClient` swapped for a fake whose auth methods each test stubs.
 * Test files mock `@mym/sdk` with `withFakeClient` so the provider builds the fake instead of a real client.
 */
import { type CreatorAuth, type CreatorClient, identityErrorCode } from '@mym/sdk';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach } from 'vitest';
import { CreatorProviders } from '../creator-providers';
import { FRENCH_TRANSLATIONS } from '../i18n/bundled-fr';
import french from '../security/locales/fr.json';
import { SITE_LINKS } from './render-with-client';

export type FakeAuth = Partial<Omit<CreatorAuth, 'mfa'>> & { mfa?: Partial<CreatorAuth['mfa']> };

let currentAuth: FakeAuth = {};

// Vitest runs without globals here, so Testing Library cannot unmount by itself between tests.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** The `@mym/sdk` module with a `createCreatorClient` that returns the fake of the test being run. */
export function withFakeClient<T extends object>(actual: T): T {
  return { ...actual, createCreatorClient: () => ({ auth: currentAuth }) as unknown as CreatorClient };
}

function withProviders(ui: ReactElement) {
  return (
    <CreatorProviders
      config={{ apiUrl: 'http://api.test', auth: { userPoolId: 'local_test', userPoolClientId: 'client' } }}
      client={{ auth: currentAuth } as unknown as CreatorClient}
      locale="fr"
      translations={FRENCH_TRANSLATIONS}
      links={SITE_LINKS}
    >
      {ui}
    </CreatorProviders>
  );
}

export function renderWithClient(ui: ReactElement, auth: FakeAuth = {}) {
  currentAuth = auth;
  return render(withProviders(ui));
}

/**
 * The screen as a host's server sends it (its first render, before any effect reads the browser), parsed into a
 * detached element to query with `within`.
 */
export function serverRendered(ui: ReactElement): HTMLElement {
  currentAuth = {};
  const page = document.createElement('div');
  page.innerHTML = renderToString(withProviders(ui));
  return page;
}

/** The French text of one of this folder's keys, so assertions follow the copy without repeating it. */
export function fr(key: keyof typeof french): string {
  return french[key];
}

/** What the SDK throws when the identity throws `vendorName`: its message, and the SDK's stable code for it. */
export function identityFailure(
  vendorName: string,
  message = 'Authentication Error',
): Error & { code: string } {
  return Object.assign(new Error(message), { name: 'CreatorApiError', code: identityErrorCode(vendorName) });
}
