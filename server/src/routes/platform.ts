import type { FastifyInstance } from 'fastify';
import { literal, object } from 'superstruct';
import type { ApiContext } from '../http/api-context';
import { defineRoute } from '../http/route-catalog';
import { openApiDocument } from '../openapi/openapi-document';

export const healthStruct = object({ status: literal('ok') });

/** Routes about the API itself: liveness and its OpenAPI document. */
export function platformRoutes(app: FastifyInstance, ctx: ApiContext) {
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/health',
    tag: 'platform',
    access: 'public',
    summary: 'Liveness of the API',
    response: healthStruct,
    handler: async () => ({ status: 'ok' as const }),
  });
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/openapi.json',
    tag: 'platform',
    access: 'public',
    summary: 'This OpenAPI 3.1 document, generated from the route registrations',
    rawContent: 'application/json',
    handler: async ({ reply }) => {
      await reply.type('application/json').send(openApiDocument(ctx.catalog.routes, ctx.publicUrl));
      return undefined;
    },
  });
}
