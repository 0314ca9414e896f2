import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentSettings } from '../services/payment-settings';
import { PAYMENT_SIGNATURE_HEADER, verifyPaymentSignature } from '../services/payment-signature';
import type { ApiContext } from './api-context';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as it arrived: the signature is over these bytes, not over a re-serialization. */
    rawBody?: string;
  }
}

const SIGNATURE_REFUSALS = {
  missing: 'The payment-signature header is required',
  malformed: 'The payment-signature header is malformed',
  mismatch: 'The signature does not match the body',
  stale: 'The event timestamp is outside the tolerance: replays are refused',
} as const;

/**
 * Makes a scope accept only requests the platform signed (HMAC-SHA256 over `timestamp.body` with the webhook
 * secret, DESIGN "Money"): its JSON parser keeps the raw body, and every request is checked before its handler.
 */
export function requirePlatformSignature(app: FastifyInstance, ctx: ApiContext, settings: PaymentSettings) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'invalid_json', 'The body is not JSON'), undefined);
    }
  });
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!settings.webhookSecret) {
      throw new ApiError(503, 'payments_unconfigured', 'No payment webhook secret is configured');
    }
    const header = request.headers[PAYMENT_SIGNATURE_HEADER];
    const verdict = verifyPaymentSignature(
      settings.webhookSecret,
      Array.isArray(header) ? header[0] : header,
      request.rawBody ?? '',
      ctx.clock(),
    );
    if (verdict !== 'valid') throw new ApiError(401, `signature_${verdict}`, SIGNATURE_REFUSALS[verdict]);
  });
}
