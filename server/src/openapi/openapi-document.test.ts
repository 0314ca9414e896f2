import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { openApiPath } from './openapi-document';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let document: { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };

beforeAll(async () => {
  ctx = await createTestApp();
  const response = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

/** Fastify adds a HEAD to every GET and CORS answers preflights with OPTIONS; neither is an operation. */
function operations(routes: { method: string; url: string }[]) {
  const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
  return routes.filter(
    (route) => route.method !== 'OPTIONS' && !(route.method === 'HEAD' && gets.has(route.url)),
  );
}

describe('GET /openapi.json (generated from the route registrations)', () => {
  it('is an OpenAPI 3.1 document, served without a token', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every registered route, and no route that is not registered', () => {
    const registered = operations(ctx.app.registeredRoutes)
      .map((route) => `${route.method} ${openApiPath(route.url)}`)
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(documented).toEqual(registered);
    expect(documented).toContain('POST /pushes');
    expect(documented).toContain('GET /creators/collections/{id}');
    expect(documented).toContain('HEAD /uploads/{uploadId}');
  });

  it('describes bodies, queries and answers from the contract structs', () => {
    const dateTimeOrNull = { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] };
    expect(document.paths['/pushes']?.post).toMatchObject({
      security: [{ bearer: [] }],
      requestBody: {
        content: {
          'application/json': {
            schema: {
              required: expect.arrayContaining(['caption', 'price']),
              properties: {
                price: { properties: { value: { type: 'integer', minimum: 0 } } },
                scheduledAt: dateTimeOrNull,
              },
            },
          },
        },
      },
      responses: {
        '201': expect.anything(),
        '400': expect.anything(),
        '401': expect.anything(),
        '413': expect.anything(),
      },
    });
    const page = document.paths['/creators/collections/{id}']?.get;
    expect(page?.parameters).toMatchObject([
      { name: 'id' },
      { name: 'perPage' },
      { name: 'offset' },
      { name: 'q' },
      { name: 'sort' },
    ]);
    expect(page?.responses).toMatchObject({
      '200': {
        content: {
          'application/json': {
            schema: { properties: { data: { properties: { pagination: { required: ['items_total'] } } } } },
          },
        },
      },
    });
  });
});
