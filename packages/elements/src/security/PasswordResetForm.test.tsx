import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fr, identityFailure, renderWithClient, serverRendered } from '../test-support/identity-client';
import { PasswordResetForm } from './PasswordResetForm';
import { readRecovery, rememberRecoveryCode, startRecovery } from './recovery-store';
import type { RecoveryStep } from './use-recovery';

vi.mock('@mym/sdk', async (importOriginal) =>
  (await import('../test-support/identity-client')).withFakeClient(await importOriginal()),
);

const STRONG = 'Creator#Pass2026';

const KNOWN: RecoveryStep = { email: 'creator@example.com', codeEntered: true };

function setUp(
  confirmForgotPassword = vi.fn().mockResolvedValue(undefined),
  { withCode = true, knownRecovery }: { withCode?: boolean; knownRecovery?: RecoveryStep | null } = {},
) {
  startRecovery('creator@example.com');
  if (withCode) rememberRecoveryCode('123456');
  const onReset = vi.fn();
  renderWithClient(
    <PasswordResetForm
      onReset={onReset}
      codeHref="/app/password/recovery/confirmation"
      recoveryHref="/app/password/recovery"
      knownRecovery={knownRecovery}
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

  it('the first HTML already holds the form for the email the host knew, the code masked: it never leaves the tab', () => {
    startRecovery('creator@example.com');
    rememberRecoveryCode('123456');
    const html = serverRendered(
      <PasswordResetForm onReset={vi.fn()} codeHref="/c" recoveryHref="/r" knownRecovery={KNOWN} />,
    );
    const page = within(html);
    expect(page.getByRole('heading', { name: fr('password_reset_title') })).toBeTruthy();
    expect(page.getByText(/creator@example\.com/)).toBeTruthy();
    expect(page.getByLabelText(fr('password_reset_password_label'))).toBeTruthy();
    expect(html.innerHTML).not.toContain('123456');
  });

  it('the first HTML is the way back to the start when the host knew of no recovery', () => {
    const page = within(
      serverRendered(
        <PasswordResetForm onReset={vi.fn()} codeHref="/c" recoveryHref="/r" knownRecovery={null} />,
      ),
    );
    expect(page.getByRole('link', { name: fr('password_recovery_start_again') }).getAttribute('href')).toBe(
      '/r',
    );
  });

  it('once the tab is read, its code is shown and sent', async () => {
    const { user, confirmForgotPassword } = setUp(undefined, { knownRecovery: KNOWN });
    expect(await screen.findByText(/123456/)).toBeTruthy();
    await user.type(await passwordField(), STRONG);
    await user.type(confirmationField(), STRONG);
    await user.click(submit());
    await waitFor(() =>
      expect(confirmForgotPassword).toHaveBeenCalledWith({
        username: 'creator@example.com',
        code: '123456',
        newPassword: STRONG,
      }),
    );
  });

  it('the tab decides once read: a code the host knew of but this tab lacks leads to the code page', async () => {
    setUp(undefined, { withCode: false, knownRecovery: KNOWN });
    const link = await screen.findByRole('link', { name: fr('password_reset_enter_code') });
    expect(link.getAttribute('href')).toBe('/app/password/recovery/confirmation');
  });
});
