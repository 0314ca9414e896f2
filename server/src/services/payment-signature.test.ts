import { describe, expect, it } from 'vitest';
import { signPaymentEvent, verifyPaymentSignature } from './payment-signature';

const secret = 'whsec_test';
const body = '{"id":"evt_1"}';
const now = new Date('2026-06-15T08:00:00Z');

describe('payment webhook signature (DESIGN "Money": HMAC over timestamp.body)', () => {
  it('accepts the signature of the exact body within the tolerance', () => {
    expect(verifyPaymentSignature(secret, signPaymentEvent(secret, body, now), body, now)).toBe('valid');
  });

  it('refuses another body, another secret, a missing or malformed header', () => {
    const header = signPaymentEvent(secret, body, now);
    expect(verifyPaymentSignature(secret, header, '{"id":"evt_2"}', now)).toBe('mismatch');
    expect(verifyPaymentSignature('other', header, body, now)).toBe('mismatch');
    expect(verifyPaymentSignature(secret, undefined, body, now)).toBe('missing');
    expect(verifyPaymentSignature(secret, 't=1,v1=zz', body, now)).toBe('malformed');
  });

  it('refuses a correctly signed request replayed after the tolerance', () => {
    const header = signPaymentEvent(secret, body, now);
    const later = new Date(now.getTime() + 301_000);
    expect(verifyPaymentSignature(secret, header, body, later)).toBe('stale');
  });
});
