import { describe, expect, it } from 'vitest';
import { readPaymentSettings } from './payment-settings';

describe('payment settings (DESIGN "Money": the stand-in only behind an explicit development flag)', () => {
  it('the payment stand-in is off unless PAYMENT_DEV_STANDIN=1, and then signs with a secret of its own', () => {
    expect(readPaymentSettings({}).devStandIn).toBe(false);
    expect(readPaymentSettings({}).webhookSecret).toBeUndefined();
    const dev = readPaymentSettings({ PAYMENT_DEV_STANDIN: '1' });
    expect(dev.devStandIn).toBe(true);
    expect(dev.webhookSecret?.length).toBeGreaterThanOrEqual(32);
  });

  it('production refuses to start with the stand-in on', () => {
    expect(() => readPaymentSettings({ NODE_ENV: 'production', PAYMENT_DEV_STANDIN: '1' })).toThrow(
      /PAYMENT_DEV_STANDIN/,
    );
  });

  it('a short webhook secret is refused at start', () => {
    expect(() => readPaymentSettings({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
  });
});
