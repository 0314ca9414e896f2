/** Basis points of the platform's fee when none is configured (`PLATFORM_FEE_BPS`): 20 %. */
export const DEFAULT_PLATFORM_FEE_BPS = 2000;
/** Days a sale's net waits before it may be paid out when none is configured (`PAYOUT_HOLD_DAYS`). */
export const DEFAULT_PAYOUT_HOLD_DAYS = 7;

export interface LedgerSettings {
  /** The platform's fee in basis points of the gross (0..10000). */
  feeBps: number;
  /** How long a sale's net is held before it becomes available. */
  holdDays: number;
}

export interface SaleAmounts {
  gross: number;
  fee: number;
  net: number;
}

/**
 * A sale's fee and net from its gross, integers in minor units: the fee is rounded half up to a whole minor
 * unit, and net is exactly gross - fee, so no sum over rows ever drifts (DESIGN "Money").
 */
export function saleAmounts(gross: number, feeBps: number): SaleAmounts {
  if (!Number.isSafeInteger(gross) || gross <= 0) throw new RangeError('gross must be a positive integer');
  const fee = Math.floor((gross * feeBps + 5000) / 10_000);
  return { gross, fee, net: gross - fee };
}

/** A refund or chargeback: the sale's own amounts negated, so summing rows nets them out. */
export function reversalAmounts(sale: SaleAmounts): SaleAmounts {
  return { gross: -sale.gross, fee: -sale.fee, net: -sale.net };
}

export function availableAt(occurredAt: Date, holdDays: number): Date {
  return new Date(occurredAt.getTime() + holdDays * 86_400_000);
}

/** The ledger settings from the environment; a rate or hold out of bounds stops the API at start. */
export function readLedgerSettings(env: NodeJS.ProcessEnv): LedgerSettings {
  const feeBps = Number(env.PLATFORM_FEE_BPS ?? DEFAULT_PLATFORM_FEE_BPS);
  const holdDays = Number(env.PAYOUT_HOLD_DAYS ?? DEFAULT_PAYOUT_HOLD_DAYS);
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps > 10_000) {
    throw new Error('PLATFORM_FEE_BPS must be a whole number of basis points between 0 and 10000');
  }
  if (!Number.isInteger(holdDays) || holdDays < 0 || holdDays > 365) {
    throw new Error('PAYOUT_HOLD_DAYS must be a whole number of days between 0 and 365');
  }
  return { feeBps, holdDays };
}
