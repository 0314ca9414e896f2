import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import { electronicFormatIBAN, validateIBAN } from 'ibantools';
import type { Kysely } from 'kysely';
import { findPayoutMethod, savePayoutMethod } from '../db/payout-methods';
import type { Database, PayoutMethodRow } from '../db/schema';
import { rejectIfInvalid } from '../http/validation';
import { recordNotification } from './notifications';

/** After a change of the payout method, payouts hold this long (a stolen session cannot redirect money at once). */
export const PAYOUT_COOL_DOWN_MS = 48 * 60 * 60 * 1000;

export const IBAN_INVALID_ERROR = 'account_iban_invalid_error';
export const HOLDER_NAME_INVALID_ERROR = 'account_holder_name_invalid_error';

/** Letters of any script, spaces, and the punctuation names carry (O'Brien, Dupont-Moretti, J. Smith). */
const HOLDER_NAME_CHARACTERS = /^[\p{L}\p{M} .,'’-]+$/u;

/**
 * The IBAN in its electronic form (no spaces, upper case) when the IBAN library accepts it (country, length,
 * BBAN format, check digits), with spec-style keys for each field otherwise.
 */
export function checkPayoutMethod(input: { iban: string; holderName: string }): {
  iban: string;
  holderName: string;
} {
  const iban = electronicFormatIBAN(input.iban) ?? '';
  const holderName = input.holderName.trim().replace(/\s+/g, ' ');
  const fields: Record<string, string[]> = {};
  if (iban === '') fields.iban = [MANDATORY_FIELD_ERROR];
  else if (!validateIBAN(iban).valid) fields.iban = [IBAN_INVALID_ERROR];
  if (holderName === '') fields.holderName = [MANDATORY_FIELD_ERROR];
  else if (!HOLDER_NAME_CHARACTERS.test(holderName)) fields.holderName = [HOLDER_NAME_INVALID_ERROR];
  rejectIfInvalid(fields);
  return { iban, holderName };
}

/** The IBAN as shown once saved: its country and check digits, then only the last four characters. */
export function maskIban(iban: string): string {
  const hidden = Math.max(0, iban.length - 8);
  const masked = `${iban.slice(0, 4)}${'•'.repeat(hidden)}${iban.slice(-4)}`;
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

export function toPayoutMethod(row: PayoutMethodRow, now: Date) {
  return {
    ibanMasked: maskIban(row.iban),
    holderName: row.holder_name,
    changedAt: row.changed_at.toISOString(),
    payoutsHeldUntil: row.payouts_held_until > now ? row.payouts_held_until.toISOString() : null,
  };
}

/**
 * Saves a checked payout method, starts its cool-down and alerts the creator on every channel (a payment alert,
 * which cannot be turned off), in one transaction: no change goes unannounced.
 */
export async function changePayoutMethod(
  db: Kysely<Database>,
  creatorId: string,
  method: { iban: string; holderName: string },
  now: Date,
): Promise<PayoutMethodRow> {
  return db.transaction().execute(async (trx) => {
    const previous = await findPayoutMethod(trx, creatorId);
    const row = await savePayoutMethod(trx, creatorId, {
      ...method,
      changedAt: now,
      heldUntil: new Date(now.getTime() + PAYOUT_COOL_DOWN_MS),
    });
    await recordNotification(trx, {
      creatorId,
      kind: 'payout_method_changed',
      data: { title: maskIban(row.iban), ...(previous ? { reason: 'replaced' } : {}) },
      at: now,
    });
    return row;
  });
}
