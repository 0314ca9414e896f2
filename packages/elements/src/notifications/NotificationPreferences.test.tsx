import type { NotificationPreferences as Preferences } from '@mym/sdk';
import { type ApiAnswer, apiError, ok } from '@mym/sdk/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creatorClient } from '../test-support/creator-api';
import { renderWithClient } from '../test-support/render-with-client';
import { NotificationPreferences } from './NotificationPreferences';

afterEach(cleanup);

const both = { inApp: true, email: true };
const stored: Preferences = {
  channels: { sales: both, messages: both, bookings: both, subscribers: both, pushes: both, account: both },
  quietHours: null,
  dailyDigest: false,
  version: 1,
};

/** The stored preferences, and a save answered by `save`. */
function clientSaving(save: () => Promise<ApiAnswer>) {
  return creatorClient((call) =>
    call.path !== '/notifications/preferences' ? undefined : call.method === 'GET' ? ok(stored) : save(),
  ).client;
}

describe('notification preferences (notifications "preferences per kind and channel")', () => {
  it('a choice shows at the click itself while it saves, without springing back to the stored one', async () => {
    renderWithClient(
      <NotificationPreferences />,
      clientSaving(() => new Promise(() => undefined)),
    );
    const messagesByEmail = (await screen.findByRole('checkbox', {
      name: 'Messages : Par e-mail',
    })) as HTMLInputElement;
    fireEvent.click(messagesByEmail);
    // Read in the same tick as the click: what a person (or a test) sees right after pressing.
    expect(messagesByEmail.checked).toBe(false);
  });

  it('a refused save puts the stored choice back', async () => {
    renderWithClient(
      <NotificationPreferences />,
      clientSaving(async () => apiError(409, 'version_conflict')),
    );
    const messagesByEmail = (await screen.findByRole('checkbox', {
      name: 'Messages : Par e-mail',
    })) as HTMLInputElement;
    fireEvent.click(messagesByEmail);
    await vi.waitFor(() => expect(messagesByEmail.checked).toBe(true));
  });
});
