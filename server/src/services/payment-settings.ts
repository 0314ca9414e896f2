import { randomBytes } from 'node:crypto';
import { type LedgerSettings, readLedgerSettings } from './sale-amounts';

export interface PaymentSettings {
  /** Shared with the platform's payment service; events are refused (503) while none is set. */
  webhookSecret: string | undefined;
  /** The local payment stand-in (test cards), for development only. */
  devStandIn: boolean;
  ledger: LedgerSettings;
}

/**
 * Payment settings from the environment: `PAYMENT_WEBHOOK_SECRET`, `PLATFORM_FEE_BPS`, `PAYOUT_HOLD_DAYS`, and
 * `PAYMENT_DEV_STANDIN=1` for the local stand-in, which production refuses (it confirms payments nobody made).
 * With the stand-in and no secret, a secret is made for this process: the stand-in signs with it.
 */
export function readPaymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const devStandIn = env.PAYMENT_DEV_STANDIN === '1';
  if (devStandIn && env.NODE_ENV === 'production') {
    throw new Error(
      'Refusing to start in production: PAYMENT_DEV_STANDIN must be off (it confirms payments nobody made)',
    );
  }
  const secret = env.PAYMENT_WEBHOOK_SECRET || undefined;
  if (secret !== undefined && secret.length < 16) {
    throw new Error('PAYMENT_WEBHOOK_SECRET must hold at least 16 characters');
  }
  return {
    webhookSecret: secret ?? (devStandIn ? randomBytes(32).toString('base64url') : undefined),
    devStandIn,
    ledger: readLedgerSettings(env),
  };
}
