import { subscriptionPricePayloadStruct, subscriptionPriceStruct } from '@mym/sdk/contract';
import { isSellingPrice } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { setSubscriptionPrice } from '../db/creators';
import type { ApiContext } from '../http/api-context';
import { defineRoute } from '../http/route-catalog';
import { validationFailed } from '../http/validation';

/** The creator's monthly subscription price (minor units), what fans pay to subscribe. */
export function subscriptionPriceRoutes(app: FastifyInstance, ctx: ApiContext) {
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/creators/me/subscription-price',
    tag: 'creators',
    access: 'creator',
    summary: 'The monthly subscription price, or null while none is sold',
    response: subscriptionPriceStruct,
    handler: async ({ request }) => ({
      price:
        request.creator.subscription_price_value === null
          ? null
          : {
              value: request.creator.subscription_price_value,
              currency: request.creator.subscription_price_currency ?? 'EUR',
            },
    }),
  });
  defineRoute(app, ctx.catalog, {
    method: 'PUT',
    url: '/creators/me/subscription-price',
    tag: 'creators',
    access: 'creator',
    summary: 'Sets the monthly subscription price (5..1000, as a push price), or null to sell none',
    body: subscriptionPricePayloadStruct,
    response: subscriptionPriceStruct,
    handler: async ({ request, body }) => {
      if (body.price && !isSellingPrice(body.price.value)) {
        throw validationFailed({ price: ['creators_push_price_error'] });
      }
      await setSubscriptionPrice(ctx.db, request.creator.id, body.price ?? null);
      return { price: body.price };
    },
  });
}
