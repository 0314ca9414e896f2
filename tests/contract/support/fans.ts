import { createHmac, randomUUID } from 'node:crypto';
import { createFanClient, type FanClient } from '@mym/sdk/fan';
import { createCreatorAccount } from './identity';
import { contractStack } from './stack';

/** A new fan account of the pool, signed in through the fans' app client (DESIGN "The fan side"). */
export async function signUpFan(name: string): Promise<{ fan: FanClient; accessToken: string }> {
  const { apiUrl, identity } = contractStack();
  const account = { email: `${randomUUID()}@fans.local`, password: 'Fan#Contract2026', name };
  await createCreatorAccount(identity, account);
  const fan = createFanClient({
    apiUrl,
    identity: { endpoint: identity.endpoint, clientId: identity.fanClientId },
  });
  const { accessToken } = await fan.signIn(account.email, account.password);
  return { fan, accessToken };
}

/** Posts a payment-service event to the webhook, signed as the service signs it (or not, when told). */
export async function sendPaymentEvent(
  event: object,
  options: { secret?: string; timestamp?: number; signature?: string } = {},
): Promise<Response> {
  const { apiUrl, paymentWebhookSecret } = contractStack();
  const body = JSON.stringify(event);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', options.secret ?? paymentWebhookSecret)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return fetch(`${apiUrl}/platform/payments/confirmed`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'payment-signature': options.signature ?? `t=${timestamp},v1=${mac}`,
    },
    body,
  });
}
