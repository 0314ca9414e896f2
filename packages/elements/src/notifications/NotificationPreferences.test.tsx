import type { CreatorClient, NotificationPreferences as Preferences } from '@mym/sdk';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithClient } from '../test-support/render-with-client';
import { NotificationPreferences } from './NotificationPreferences';

afterEach(cleanup);

const both = { inApp: true, email: true };
const stored: Preferences = {
  channels: { sales: both, messages: both, bookings: both, subscribers: both, pushes: both, account: both },
  quietHours: null,
  dailyDigest: false,
  version: 1,
};

function clientSaving(setPreferences: (next: Preferences) => Promise<Preferences>) {
  return {
    ...fakeClient(),
    notifications: { preferences: vi.fn(async () => stored), setPreferences: vi.fn(setPreferences) },
  } as unknown as CreatorClient;
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
      clientSaving(async () => {
        throw new Error('refused');
      }),
    );
    const messagesByEmail = (await screen.findByRole('checkbox', {
      name: 'Messages : Par e-mail',
    })) as HTMLInputElement;
    fireEvent.click(messagesByEmail);
    await vi.waitFor(() => expect(messagesByEmail.checked).toBe(true));
  });
});
