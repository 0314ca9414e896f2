import { paymentEventReceiptStruct, paymentEventStruct } from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/api-context';
import { requirePlatformSignature } from '../http/platform-signature';
import { defineRoute } from '../http/route-catalog';
import { announcePaidBooking } from '../services/consultation-slots';
import type { PaymentSettings } from '../services/payment-settings';
import { recordPaymentEvent } from '../services/payments';

/**
 * `POST /platform/payments/confirmed`: the platform's payment service tells the API a payment was confirmed,
 * refunded or disputed (DESIGN "Money"). Signed with HMAC-SHA256 over `timestamp.body`; the same event id twice
 * records one row. Registered in its own scope, whose JSON parser keeps the raw body for the signature.
 */
export function paymentEventRoutes(app: FastifyInstance, ctx: ApiContext, settings: PaymentSettings) {
  requirePlatformSignature(app, ctx, settings);
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
