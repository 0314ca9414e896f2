import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fr, identityFailure, renderWithClient } from '../test-support/identity-client';
import { MfaSettings } from './MfaSettings';
import type { MfaType } from './use-mfa-settings';

vi.mock('@mym/sdk', async (importOriginal) =>
  (await import('../test-support/identity-client')).withFakeClient(await importOriginal()),
);

function setUp({
  preferred = 'NONE' as MfaType,
  enabled = [] as MfaType[],
  account = { email: 'creator@example.com' } as { email?: string; phoneNumber?: string },
} = {}) {
  const mfa = {
    settings: vi.fn().mockResolvedValue({ preferred, enabled, account }),
    setPreference: vi.fn().mockResolvedValue(undefined),
    setUpTotp: vi.fn().mockResolvedValue({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/creators:c?secret=JBSWY3DPEHPK3PXP',
    }),
    verifyTotp: vi.fn().mockResolvedValue(undefined),
  };
  renderWithClient(<MfaSettings />, { mfa });
  return { mfa, user: userEvent.setup() };
}

const option = (key: 'security_mfa_totp' | 'security_mfa_sms' | 'security_mfa_none') =>
  screen.findByRole('radio', { name: new RegExp(`^${fr(key)}`) }) as Promise<HTMLInputElement>;
const save = () => screen.getByRole('button', { name: fr('security_mfa_save') });

describe('MFA preference on /profile/security (spec 4 preferred MFA types)', () => {
  it('shows the current preference as the checked radio of SMS / TOTP / none', async () => {
    setUp({ preferred: 'TOTP', enabled: ['TOTP'] });
    expect((await option('security_mfa_totp')).checked).toBe(true);
    expect((await option('security_mfa_none')).checked).toBe(false);
    expect(screen.getByRole('group', { name: fr('security_mfa_legend') })).toBeTruthy();
  });

  it('choosing none when already none makes no call', async () => {
    const { mfa, user } = setUp();
    await user.click(await option('security_mfa_none'));
    await user.click(save());
    expect((await screen.findByRole('status')).textContent).toBe(fr('security_mfa_saved'));
    expect(mfa.setPreference).not.toHaveBeenCalled();
  });

  it('choosing none disables whichever is active', async () => {
    const { mfa, user } = setUp({ preferred: 'TOTP', enabled: ['TOTP'] });
    await user.click(await option('security_mfa_none'));
    await user.click(save());
    await waitFor(() => expect(mfa.setPreference).toHaveBeenCalledWith('NONE'));
  });

  it('SMS needs a phone number on the account: without one it is unavailable and says why', async () => {
    setUp();
    const sms = await option('security_mfa_sms');
    expect(sms.disabled).toBe(true);
    const description = document.getElementById(sms.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(fr('security_mfa_sms_needs_phone'));
  });

  it('with a phone number, SMS can be made the preference', async () => {
    const { mfa, user } = setUp({ account: { email: 'creator@example.com', phoneNumber: '+33612345678' } });
    await user.click(await option('security_mfa_sms'));
    await user.click(save());
    await waitFor(() => expect(mfa.setPreference).toHaveBeenCalledWith('SMS'));
  });

  it('choosing TOTP sets it up: QR code image, secret as text, then the code verifies and TOTP becomes preferred', async () => {
    const { mfa, user } = setUp();
    await user.click(await option('security_mfa_totp'));
    await user.click(save());
    expect(mfa.setUpTotp).toHaveBeenCalledWith('creator@example.com');
    const qr = await screen.findByRole('img', { name: fr('security_totp_qr_alt') });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    await user.click(screen.getAllByRole('textbox')[0] as HTMLElement);
    await user.paste('123456');
    await waitFor(() => expect(mfa.setPreference).toHaveBeenCalledWith('TOTP'));
    expect(mfa.verifyTotp).toHaveBeenCalledWith('123456');
    expect(mfa.verifyTotp.mock.invocationCallOrder[0]).toBeLessThan(
      mfa.setPreference.mock.invocationCallOrder[0] ?? 0,
    );
    expect((await screen.findByRole('status')).textContent).toBe(fr('security_mfa_saved'));
  });

  it('a wrong TOTP code is shown under the code and TOTP is not made preferred', async () => {
    const { mfa, user } = setUp();
    mfa.verifyTotp.mockRejectedValue(identityFailure('CodeMismatchException'));
    await user.click(await option('security_mfa_totp'));
    await user.click(save());
    await user.click((await screen.findAllByRole('textbox'))[0] as HTMLElement);
    await user.paste('000000');
    expect((await screen.findByRole('alert')).textContent).toBe(fr('security_totp_code_mismatch_error'));
    expect(mfa.setPreference).not.toHaveBeenCalled();
  });

  it('TOTP already verified is made preferred without a new setup', async () => {
    const { mfa, user } = setUp({
      preferred: 'SMS',
      enabled: ['SMS', 'TOTP'],
      account: { phoneNumber: '+33612345678' },
    });
    await user.click(await option('security_mfa_totp'));
    await user.click(save());
    await waitFor(() => expect(mfa.setPreference).toHaveBeenCalledWith('TOTP'));
    expect(mfa.setUpTotp).not.toHaveBeenCalled();
  });
});
