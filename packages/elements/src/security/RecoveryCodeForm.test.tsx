import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr, identityFailure, renderWithClient, serverRendered } from '../test-support/identity-client';
import { RecoveryCodeForm } from './RecoveryCodeForm';
import { readRecovery, startRecovery } from './recovery-store';
import type { RecoveryStep } from './use-recovery';

vi.mock('@mym/sdk', async (importOriginal) =>
  (await import('../test-support/identity-client')).withFakeClient(await importOriginal()),
);

afterEach(() => sessionStorage.clear());

function setUp(forgotPassword = vi.fn().mockResolvedValue({}), knownRecovery?: RecoveryStep | null) {
  const onCodeEntered = vi.fn();
  renderWithClient(
    <RecoveryCodeForm
      onCodeEntered={onCodeEntered}
      recoveryHref="/app/password/recovery"
      knownRecovery={knownRecovery}
    />,
    { forgotPassword },
  );
  return { forgotPassword, onCodeEntered, user: userEvent.setup() };
}

const KNOWN: RecoveryStep = { email: 'creator@example.com', codeEntered: false };

const firstBox = () => screen.getByLabelText('Chiffre 1 sur 6');

describe('/password/recovery/confirmation (spec 2 public routes)', () => {
  it('without a recovery started in this tab, sends the creator back to the start', async () => {
    setUp();
    expect(await screen.findByRole('heading', { name: fr('password_recovery_missing_title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: fr('password_recovery_start_again') }).getAttribute('href')).toBe(
      '/app/password/recovery',
    );
  });

  it('6 digits (spec 9 code length) are kept in the tab and the reset page comes next', async () => {
    startRecovery('creator@example.com');
    const { user, onCodeEntered } = setUp();
    await user.click(await screen.findByLabelText('Chiffre 1 sur 6'));
    await user.paste('123456');
    await waitFor(() =>
      expect(onCodeEntered).toHaveBeenCalledExactlyOnceWith({
        email: 'creator@example.com',
        codeEntered: true,
      }),
    );
    expect(readRecovery()).toEqual({ email: 'creator@example.com', code: '123456' });
  });

  it('an incomplete code is refused under the code', async () => {
    startRecovery('creator@example.com');
    const { user, onCodeEntered } = setUp();
    await user.click(await screen.findByLabelText('Chiffre 1 sur 6'));
    await user.paste('123');
    await user.click(screen.getByRole('button', { name: fr('password_recovery_code_submit') }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      fr('password_recovery_code_incomplete_error'),
    );
    expect(onCodeEntered).not.toHaveBeenCalled();
  });

  it('names the email the code went to', async () => {
    startRecovery('creator@example.com');
    setUp();
    expect(await screen.findByText(/creator@example\.com/)).toBeTruthy();
    expect(firstBox()).toBeTruthy();
  });

  it('"send the code again" asks the identity for a new code for the same email', async () => {
    startRecovery('creator@example.com');
    const { user, forgotPassword } = setUp();
    await user.click(await screen.findByRole('button', { name: fr('password_recovery_code_resend') }));
    expect(forgotPassword).toHaveBeenCalledWith({ username: 'creator@example.com' });
    expect((await screen.findByRole('status')).textContent).toBe(fr('password_recovery_code_resent'));
  });

  it('a refused resend is shown with its translated error', async () => {
    startRecovery('creator@example.com');
    const { user } = setUp(vi.fn().mockRejectedValue(identityFailure('LimitExceededException')));
    await user.click(await screen.findByRole('button', { name: fr('password_recovery_code_resend') }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      fr('password_recovery_too_many_attempts_error'),
    );
  });

  it('the first HTML already holds the code entry for the email the host knew, before any script runs', () => {
    const page = within(
      serverRendered(<RecoveryCodeForm onCodeEntered={vi.fn()} recoveryHref="/r" knownRecovery={KNOWN} />),
    );
    expect(page.getByRole('heading', { name: fr('password_recovery_code_title') })).toBeTruthy();
    expect(page.getByText(/creator@example\.com/)).toBeTruthy();
    expect(page.getByLabelText('Chiffre 1 sur 6')).toBeTruthy();
  });

  it('the first HTML is the way back to the start when the host knew of no recovery', () => {
    const page = within(
      serverRendered(<RecoveryCodeForm onCodeEntered={vi.fn()} recoveryHref="/r" knownRecovery={null} />),
    );
    expect(page.getByRole('heading', { name: fr('password_recovery_missing_title') })).toBeTruthy();
    expect(page.getByRole('link', { name: fr('password_recovery_start_again') }).getAttribute('href')).toBe(
      '/r',
    );
  });

  it('the tab decides once read: a recovery the host knew but this tab lacks starts again', async () => {
    setUp(undefined, KNOWN);
    expect(await screen.findByRole('heading', { name: fr('password_recovery_missing_title') })).toBeTruthy();
  });

  it('the tab decides once read: a recovery this tab holds goes on though the host knew none', async () => {
    startRecovery('creator@example.com');
    setUp(undefined, null);
    expect(await screen.findByRole('heading', { name: fr('password_recovery_code_title') })).toBeTruthy();
  });
});
