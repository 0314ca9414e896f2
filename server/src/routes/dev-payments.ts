import { devChargePayloadStruct, devChargeStruct, type PaymentEvent, TEST_CARDS } from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { findAccountPayment, findPayment, setPaymentState } from '../db/payments';
import type { ApiContext } from '../http/api-context';
import { ApiError } from '../http/errors';
import { defineRoute, notFound } from '../http/route-catalog';
import { validationFailed } from '../http/validation';
import { toFanPayment } from '../presenters/fan-payment';
import { PAYMENT_SIGNATURE_HEADER, signPaymentEvent } from '../services/payment-signature';

/**
 * The local payment stand-in (development only, `PAYMENT_DEV_STANDIN=1`): plays the payment service for the fan
 * client's pay step. It charges nothing; it sends the signed webhook the real service would, through the API's
 * own HTTP handling, so the signature, replay and idempotency checks run as in production.
 */
export function devPaymentRoutes(
  app: FastifyInstance,
  root: FastifyInstance,
  ctx: ApiContext,
  secret: string,
) {
  const deliver = async (event: PaymentEvent) => {
    const body = JSON.stringify(event);
    const response = await root.inject({
      method: 'POST',
      url: '/platform/payments/confirmed',
      headers: {
        'content-type': 'application/json',
        [PAYMENT_SIGNATURE_HEADER]: signPaymentEvent(secret, body, ctx.clock()),
      },
      payload: body,
    });
    if (response.statusCode >= 300) {
      throw new ApiError(
        502,
        'payment_service_failed',
        `The payment event was refused (${response.statusCode})`,
      );
    }
  };

  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/fan/payments/:id/dev-charge',
    tag: 'fan',
    access: 'fan',
    summary: 'Development payment stand-in: pays with a test card (succeeds, declines, disputes)',
    body: devChargePayloadStruct,
    response: devChargeStruct,
    handler: async ({ request, params, body }) => {
      const payment = await findAccountPayment(ctx.db, request.fanAccount.id, params.id ?? '');
      if (!payment) throw notFound();
      if (payment.state !== 'pending') throw new ApiError(409, 'payment_closed', 'This payment is not open');
      const card = body.card.replace(/\s+/g, '');
      if (!(Object.values(TEST_CARDS) as string[]).includes(card)) {
        throw validationFailed({ card: ['mandatory_field_is_empty_error'] });
      }
      if (card === TEST_CARDS.declines) {
        await setPaymentState(ctx.db, payment.id, 'declined');
        throw new ApiError(402, 'card_declined', 'The card was declined');
      }
      const event = (type: PaymentEvent['type']): PaymentEvent => ({
        id: `evt_${crypto.randomUUID()}`,
        type,
        paymentId: payment.id,
        amount: { value: payment.amount_value, currency: payment.currency },
        occurredAt: ctx.clock().toISOString(),
      });
      await deliver(event('payment.confirmed'));
      if (card === TEST_CARDS.disputes) await deliver(event('payment.disputed'));
      const updated = await findPayment(ctx.db, payment.id);
      if (!updated) throw notFound();
      return { payment: toFanPayment(updated) };
    },
  });
}
