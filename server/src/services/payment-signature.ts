import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the payment service signs its events with: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const PAYMENT_SIGNATURE_HEADER = 'payment-signature';
/** How far an event's timestamp may lie from now: an older signed request is a replay and is refused. */
export const PAYMENT_SIGNATURE_TOLERANCE_SECONDS = 300;

/** HMAC-SHA256 over `timestamp.body` with the shared secret, as the payment service computes it. */
export function paymentSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signPaymentEvent(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${paymentSignature(secret, timestamp, body)}`;
}

export type SignatureVerdict = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'stale';

/** Checks a signature header against the raw body; constant-time comparison, timestamp within the tolerance. */
export function verifyPaymentSignature(
  secret: string,
  header: string | undefined,
  body: string,
  now: Date,
): SignatureVerdict {
  if (!header) return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed';
  const expected = Buffer.from(paymentSignature(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - timestamp) > PAYMENT_SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  return 'valid';
}
