import { paymentEventReceiptStruct, paymentEventStruct } from '@mym/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { announcePaidBooking } from '../booking/consultation-slots';
import type { ApiContext } from '../http/api-context';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route-catalog';
import type { PaymentSettings } from '../services/payment-settings';
import { PAYMENT_SIGNATURE_HEADER, verifyPaymentSignature } from '../services/payment-signature';
import { recordPaymentEvent } from '../services/payments';

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
 * `POST /platform/payments/confirmed`: the platform's payment service tells the API a payment was confirmed,
 * refunded or disputed (DESIGN "Money"). Signed with HMAC-SHA256 over `timestamp.body`; the same event id twice
 * records one row. Registered in its own scope, whose JSON parser keeps the raw body for the signature.
 */
export function paymentEventRoutes(app: FastifyInstance, ctx: ApiContext, settings: PaymentSettings) {
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
  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/platform/payments/confirmed',
    tag: 'payments',
    access: 'public',
    summary:
      'Payment service events (confirmed, refunded, disputed), HMAC-signed: each becomes one ledger row',
    body: paymentEventStruct,
    response: paymentEventReceiptStruct,
    handler: async ({ body, request }) => {
      const outcome = await recordPaymentEvent(ctx.db, settings.ledger, body);
      const sale = outcome.entry;
      if (!outcome.duplicate && sale?.kind === 'sale' && sale.source === 'booking' && sale.item_id) {
        // Paid now: the booking reaches the creator's calendar and the fan hears it is confirmed.
        // The sale stands whatever happens to the calendar: a failure is logged, never the webhook's answer.
        await announcePaidBooking(ctx, sale.creator_id, sale.item_id).catch((error) =>
          request.log.warn({ err: error }, 'a paid booking was not announced'),
        );
      }
      return { eventId: body.id, entryId: outcome.entry?.id ?? null, duplicate: outcome.duplicate };
    },
  });
}
