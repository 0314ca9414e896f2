import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import type { AmplifyLoader } from './amplify-loader';
import { callIdentity } from './identity-error';

/** The signed-in creator's own credentials, changed at the identity (the API never holds a password). */
export interface AccountCredentialsAuth {
  /** Sets a new password; the identity checks the current one (`invalid_credentials` when it is wrong). */
  changePassword(input: { oldPassword: string; newPassword: string }): Promise<void>;
  /**
   * Asks for a new email: the identity sends a code to the new address, and the account keeps the current one
   * until the code is confirmed. Answers where the code went.
   */
  changeEmail(input: { email: string }): Promise<{ codeDestination?: string }>;
  /** Confirms the new email with the code it received (`code_mismatch` when the code is wrong). */
  confirmEmail(input: { code: string }): Promise<void>;
}

export function createAccountCredentialsAuth(amplify: AmplifyLoader): AccountCredentialsAuth {
  return {
    async changePassword({ oldPassword, newPassword }) {
      requireArgument(oldPassword, GUARD_MESSAGES.password);
      requireArgument(newPassword, GUARD_MESSAGES.password);
      const identity = await amplify();
      await callIdentity(() => identity.updatePassword({ oldPassword, newPassword }));
    },
    async changeEmail({ email }) {
      requireArgument(email, GUARD_MESSAGES.username);
      const identity = await amplify();
      const result = await callIdentity(() =>
        identity.updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email } }),
      );
      const destination = result.nextStep.codeDeliveryDetails?.destination;
      return destination ? { codeDestination: destination } : {};
    },
    async confirmEmail({ code }) {
      requireArgument(code, GUARD_MESSAGES.code);
      const identity = await amplify();
      await callIdentity(() =>
        identity.confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code }),
      );
    },
  };
}
