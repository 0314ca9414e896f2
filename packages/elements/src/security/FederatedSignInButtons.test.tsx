import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fr, identityFailure, renderWithClient } from '../test-support/identity-client';
import { FederatedSignInButtons } from './FederatedSignInButtons';

vi.mock('@mym/sdk', async (importOriginal) =>
  (await import('../test-support/identity-client')).withFakeClient(await importOriginal()),
);

describe('federated sign-in buttons (spec 1 social providers, spec 4 hosted login)', () => {
  it('offers Google, Facebook, Amazon and Apple in that order, each named in words', () => {
    renderWithClient(<FederatedSignInButtons />, { signInWithProvider: vi.fn() });
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual([
      'Continuer avec Google',
      'Continuer avec Facebook',
      'Continuer avec Amazon',
      'Continuer avec Apple',
    ]);
    // The marks are decorative: the words name the button.
    for (const icon of document.querySelectorAll('svg'))
      expect(icon.getAttribute('aria-hidden')).toBe('true');
  });

  it('a button leaves for the hosted login with its provider (spec 5: federated sign-in requires a provider)', async () => {
    const signInWithProvider = vi.fn(() => new Promise<void>(() => undefined));
    renderWithClient(<FederatedSignInButtons />, { signInWithProvider });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuer avec Apple' }));
    expect(signInWithProvider).toHaveBeenCalledWith('Apple');
    // While leaving, no second provider can be started.
    expect(screen.getByRole('button', { name: 'Continuer avec Google' }).hasAttribute('disabled')).toBe(true);
  });

  it('a failure to leave is shown, translated, and the buttons work again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithClient(<FederatedSignInButtons />, {
      signInWithProvider: vi.fn().mockRejectedValue(identityFailure('NetworkError', 'Network Error')),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuer avec Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe(fr('federated_error'));
    expect(screen.getByRole('button', { name: 'Continuer avec Google' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('the sign-up wording is used on the sign-up choice screen', () => {
    renderWithClient(<FederatedSignInButtons intent="signup" providers={['Google']} />, {});
    expect(screen.getByRole('button', { name: "S'inscrire avec Google" })).toBeTruthy();
  });
});
