import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import type { AmplifyLoader } from './amplify-loader';
import { callIdentity } from './identity-error';

export interface PasswordRecoveryAuth {
  /** Sends a reset code to the creator's email (spec 5: forgot password requires username). */
  forgotPassword(input: { username: string }): Promise<{ codeDestination?: string }>;
  /** Sets the new password with the code (spec 5: submit requires username, code and new password). */
  confirmForgotPassword(input: { username: string; code: string; newPassword: string }): Promise<void>;
}

export function createPasswordRecoveryAuth(amplify: AmplifyLoader): PasswordRecoveryAuth {
  return {
    async forgotPassword({ username }) {
      requireArgument(username, GUARD_MESSAGES.username);
      const identity = await amplify();
      const result = await callIdentity(() => identity.resetPassword({ username }));
      const destination = result.nextStep.codeDeliveryDetails?.destination;
      return destination ? { codeDestination: destination } : {};
    },
    async confirmForgotPassword({ username, code, newPassword }) {
      requireArgument(username, GUARD_MESSAGES.username);
      requireArgument(code, GUARD_MESSAGES.code);
      requireArgument(newPassword, GUARD_MESSAGES.password);
      const identity = await amplify();
      await callIdentity(() =>
        identity.confirmResetPassword({ username, confirmationCode: code, newPassword }),
      );
    },
  };
}
