import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fr, identityFailure, renderWithClient } from '../test-support/identity-client';
import { OAuthCallback } from './OAuthCallback';

vi.mock('@mym/sdk', async (importOriginal) =>
  (await import('../test-support/identity-client')).withFakeClient(await importOriginal()),
);

function setUp(completeHostedSignIn: () => Promise<void>, timeoutMs?: number) {
  const onSignedIn = vi.fn();
  renderWithClient(
    <OAuthCallback onSignedIn={onSignedIn} loginHref="/app/login" {...(timeoutMs ? { timeoutMs } : {})} />,
    { completeHostedSignIn },
  );
  return { onSignedIn };
}

describe('/oauth2/callback (spec 2, spec 4 hosted login)', () => {
  it('says it is finishing the sign-in, then hands over once the code is exchanged', async () => {
    const { onSignedIn } = setUp(vi.fn().mockResolvedValue(undefined));
    expect(screen.getByRole('status').textContent).toBe(fr('oauth_callback_pending'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });

  it("a state mismatch ('Invalid state in OAuth flow') shows the translated error and a way back to login", async () => {
    const { onSignedIn } = setUp(
      vi.fn().mockRejectedValue(identityFailure('OAuthSignInException', 'Invalid state in OAuth flow')),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(fr('oauth_callback_invalid_state_error'));
    expect(screen.getByRole('link', { name: fr('oauth_callback_back_to_login') }).getAttribute('href')).toBe(
      '/app/login',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('a provider error is shown translated', async () => {
    setUp(
      vi
        .fn()
        .mockRejectedValue(
          Object.assign(new Error('access_denied'), { name: 'CreatorApiError', code: 'provider_error' }),
        ),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(fr('oauth_callback_provider_error'));
  });

  it('no answer at all (page opened without a sign-in in flight) ends in the generic error', async () => {
    const { onSignedIn } = setUp(() => new Promise<void>(() => undefined), 50);
    expect((await screen.findByRole('alert')).textContent).toBe(fr('oauth_callback_generic_error'));
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
