import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr, identityFailure, renderWithClient } from '../test-support/identity-client';
import { PasswordRecoveryForm } from './PasswordRecoveryForm';
import { readRecovery } from './recovery-store';

vi.mock('@mym/sdk', async (importOriginal) =>
  (await import('../test-support/identity-client')).withFakeClient(await importOriginal()),
);

afterEach(() => sessionStorage.clear());

function setUp(forgotPassword = vi.fn().mockResolvedValue({ codeDestination: 'c***@e***' })) {
  const onCodeSent = vi.fn();
  renderWithClient(<PasswordRecoveryForm onCodeSent={onCodeSent} loginHref="/app/login" />, {
    forgotPassword,
  });
  return { forgotPassword, onCodeSent, user: userEvent.setup() };
}

const emailField = () => screen.getByLabelText(fr('password_recovery_email_label'));
const submit = () => screen.getByRole('button', { name: fr('password_recovery_submit') });

describe('/password/recovery (spec 2 public routes)', () => {
  it('an empty email -> mandatory_field_is_empty_error under the field, no call (spec 5 generic)', async () => {
    const { user, forgotPassword } = setUp();
    await user.click(submit());
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(forgotPassword).not.toHaveBeenCalled();
  });

  it('a malformed email is refused under the field before any call', async () => {
    const { user, forgotPassword } = setUp();
    await user.type(emailField(), 'not-an-email');
    await user.click(submit());
    expect(await screen.findByText(fr('password_recovery_email_invalid_error'))).toBeTruthy();
    expect(forgotPassword).not.toHaveBeenCalled();
  });

  it('asks for a code with the email as username, keeps the email in the tab and goes on (spec 5)', async () => {
    const { user, forgotPassword, onCodeSent } = setUp();
    await user.type(emailField(), '  creator@example.com ');
    await user.click(submit());
    await waitFor(() =>
      expect(onCodeSent).toHaveBeenCalledWith({ email: 'creator@example.com', codeEntered: false }),
    );
    expect(forgotPassword).toHaveBeenCalledWith({ username: 'creator@example.com' });
    expect(readRecovery()).toEqual({ email: 'creator@example.com' });
  });

  it('UserNotFoundException goes on like a known email, so the page never reveals an account', async () => {
    const { user, onCodeSent } = setUp(vi.fn().mockRejectedValue(identityFailure('UserNotFoundException')));
    await user.type(emailField(), 'nobody@example.com');
    await user.click(submit());
    await waitFor(() => expect(onCodeSent).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused request shows its translated error under the email and stays (spec 5 generic)', async () => {
    const { user, onCodeSent } = setUp(vi.fn().mockRejectedValue(identityFailure('LimitExceededException')));
    await user.type(emailField(), 'creator@example.com');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      fr('password_recovery_too_many_attempts_error'),
    );
    expect(onCodeSent).not.toHaveBeenCalled();
    expect(readRecovery()).toBeNull();
  });

  it('offers a way back to log in', () => {
    setUp();
    expect(
      screen.getByRole('link', { name: fr('password_recovery_back_to_login') }).getAttribute('href'),
    ).toBe('/app/login');
  });
});
