import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fr, identityFailure, renderWithClient } from '../test-support/identity-client';
import { PasswordResetForm } from './PasswordResetForm';
import { readRecovery, rememberRecoveryCode, startRecovery } from './recovery-store';

vi.mock('@mym/sdk', async (importOriginal) =>
  (await import('../test-support/identity-client')).withFakeClient(await importOriginal()),
);

const STRONG = 'Creator#Pass2026';

function setUp(confirmForgotPassword = vi.fn().mockResolvedValue(undefined), { withCode = true } = {}) {
  startRecovery('creator@example.com');
  if (withCode) rememberRecoveryCode('123456');
  const onReset = vi.fn();
  renderWithClient(
    <PasswordResetForm
      onReset={onReset}
      codeHref="/app/password/recovery/confirmation"
      recoveryHref="/app/password/recovery"
    />,
    { confirmForgotPassword },
  );
  return { confirmForgotPassword, onReset, user: userEvent.setup() };
}

const passwordField = () => screen.findByLabelText(fr('password_reset_password_label'));
const confirmationField = () => screen.getByLabelText(fr('password_reset_confirmation_label'));
const submit = () => screen.getByRole('button', { name: fr('password_reset_submit') });
const requirement = (label: string) => screen.getByText(label).closest('li')?.getAttribute('data-met');
const strength = () => document.querySelector('.mym-strength-meter')?.getAttribute('data-level');

describe('/password/reset (spec 2 public routes, spec 5 password rules)', () => {
  it('lists letter, number, special character and 12 characters, each with its met flag (spec 2 password field)', async () => {
    const { user } = setUp();
    expect(requirement('Une majuscule et une minuscule')).toBe('false');
    await user.type(await passwordField(), 'Ab1#');
    expect(requirement('Une majuscule et une minuscule')).toBe('true');
    expect(requirement('Un chiffre')).toBe('true');
    expect(requirement('Un caractère spécial')).toBe('true');
    expect(requirement('12 caractères minimum')).toBe('false');
  });

  it('shows the strength levels of spec 4: 0 empty, 1 weak, 2 medium, 3 strong', async () => {
    const { user } = setUp();
    const field = await passwordField();
    expect(strength()).toBe('0');
    expect(screen.getByText(/Force du mot de passe : vide/)).toBeTruthy();
    await user.type(field, 'abc');
    expect(strength()).toBe('1');
    await user.clear(field);
    await user.type(field, 'Abcdef#1');
    expect(strength()).toBe('2');
    await user.clear(field);
    await user.type(field, STRONG);
    expect(strength()).toBe('3');
    expect(screen.getByText(/Force du mot de passe : fort/)).toBeTruthy();
  });

  it('empty fields -> mandatory_field_is_empty_error under each (spec 5 generic)', async () => {
    const { user, confirmForgotPassword } = setUp();
    await passwordField();
    await user.click(submit());
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    expect(confirmForgotPassword).not.toHaveBeenCalled();
  });

  it('a password missing a rule is refused before any call (spec 5)', async () => {
    const { user, confirmForgotPassword } = setUp();
    await user.type(await passwordField(), 'creatorpass2026');
    await user.type(confirmationField(), 'creatorpass2026');
    await user.click(submit());
    expect(await screen.findByText(fr('password_reset_requirements_error'))).toBeTruthy();
    expect(confirmForgotPassword).not.toHaveBeenCalled();
  });

  it('over 32 characters is refused (spec 5 maximum 32)', async () => {
    const { user } = setUp();
    const long = `${STRONG}${'a'.repeat(17)}`;
    await user.type(await passwordField(), long);
    await user.type(confirmationField(), long);
    await user.click(submit());
    expect(await screen.findByText(fr('password_reset_too_long_error'))).toBeTruthy();
  });

  it('a confirmation that differs is refused under the confirmation', async () => {
    const { user } = setUp();
    await user.type(await passwordField(), STRONG);
    await user.type(confirmationField(), `${STRONG}x`);
    await user.click(submit());
    expect(await screen.findByText(fr('password_reset_confirmation_mismatch_error'))).toBeTruthy();
  });

  it('submits username, code and new password, clears the recovery and goes on (spec 5 calls)', async () => {
    const { user, confirmForgotPassword, onReset } = setUp();
    await user.type(await passwordField(), STRONG);
    await user.type(confirmationField(), STRONG);
    await user.click(submit());
    await waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(confirmForgotPassword).toHaveBeenCalledWith({
      username: 'creator@example.com',
      code: '123456',
      newPassword: STRONG,
    });
    expect(readRecovery()).toBeNull();
  });

  it.each([
    ['CodeMismatchException', 'password_reset_code_mismatch_error'],
    ['ExpiredCodeException', 'password_reset_code_expired_error'],
  ] as const)('%s is shown under the code with a way back to the code page', async (code, key) => {
    const { user, onReset } = setUp(vi.fn().mockRejectedValue(identityFailure(code)));
    await user.type(await passwordField(), STRONG);
    await user.type(confirmationField(), STRONG);
    await user.click(submit());
    const codeBlock = await screen.findByTestId('reset-code');
    await waitFor(() => expect(codeBlock.textContent).toContain(fr(key)));
    const back = screen.getByRole('link', { name: fr('password_reset_enter_new_code') });
    expect(back.getAttribute('href')).toBe('/app/password/recovery/confirmation');
    expect(onReset).not.toHaveBeenCalled();
  });

  it('InvalidPasswordException is shown under the new password', async () => {
    const { user } = setUp(vi.fn().mockRejectedValue(identityFailure('InvalidPasswordException')));
    await user.type(await passwordField(), STRONG);
    await user.type(confirmationField(), STRONG);
    await user.click(submit());
    expect(await screen.findByText(fr('password_reset_password_rejected_error'))).toBeTruthy();
  });

  it('without a code typed yet, leads to the code page', async () => {
    setUp(undefined, { withCode: false });
    const link = await screen.findByRole('link', { name: fr('password_reset_enter_code') });
    expect(link.getAttribute('href')).toBe('/app/password/recovery/confirmation');
  });
});
