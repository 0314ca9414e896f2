import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fr, identityFailure, renderWithClient } from '../test-support/identity-client';
import { SignOutEverywhere } from './SignOutEverywhere';

vi.mock('@mym/sdk', async (importOriginal) =>
  (await import('../test-support/identity-client')).withFakeClient(await importOriginal()),
);

describe('sign out everywhere (spec 2: sign-out goes to /login?logout=true; spec 7 GlobalSignOut)', () => {
  it('signs out globally, then hands over to the caller', async () => {
    const signOut = vi.fn().mockResolvedValue(undefined);
    const onSignedOut = vi.fn();
    renderWithClient(<SignOutEverywhere onSignedOut={onSignedOut} />, { signOut });
    await userEvent.setup().click(screen.getByRole('button', { name: fr('security_sign_out_everywhere') }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(signOut).toHaveBeenCalledWith({ global: true });
  });

  it('a failure shows the technical error title and description (spec 8) and stays', async () => {
    const onSignedOut = vi.fn();
    renderWithClient(<SignOutEverywhere onSignedOut={onSignedOut} />, {
      signOut: vi.fn().mockRejectedValue(identityFailure('SignOutTimeout', 'Signout timeout fail')),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: fr('security_sign_out_everywhere') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erreur technique');
    expect(alert.textContent).toContain(fr('security_sign_out_everywhere_error'));
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});
