import type { CreatorClient } from '@mym/sdk';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreatorProviders } from '../../creator-providers';
import { FRENCH_TRANSLATIONS } from '../../i18n/bundled-fr';
import { SignOutButton } from './SignOutButton';

afterEach(() => cleanup());

function renderButton(signOut: () => Promise<void>, onSignedOut = vi.fn()) {
  const client = { auth: { signOut } } as unknown as CreatorClient;
  render(
    <CreatorProviders
      config={{ apiUrl: 'http://api.test', auth: { userPoolId: 'p', userPoolClientId: 'c' } }}
      client={client}
      translations={FRENCH_TRANSLATIONS}
      locale="fr"
    >
      <SignOutButton onSignedOut={onSignedOut} />
    </CreatorProviders>,
  );
  return onSignedOut;
}

describe('sign-out button (spec 2 redirect rules, spec 8 display)', () => {
  it('signs out, then hands over to the caller (who goes to /login?logout=true)', async () => {
    const signOut = vi.fn(async () => undefined);
    const onSignedOut = renderButton(signOut);
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(signOut).toHaveBeenCalledWith({ global: false });
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('a failed sign-out shows an error toast with the technical-error title and description, and stays', async () => {
    const onSignedOut = renderButton(async () => {
      throw new Error('Signout timeout fail');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByText('Erreur technique')).toBeTruthy();
    expect(screen.getByText('La déconnexion a échoué, réessayez.')).toBeTruthy();
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});
