import Fastify from 'fastify';
import { number, object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { handleError } from './errors';
import { defineRoute, RouteCatalog } from './route-catalog';

/** A bare app with routes whose answers break or keep their structs. */
function appWith(data: unknown, checkResponses = true) {
  const app = Fastify();
  app.setErrorHandler(handleError);
  const catalog = new RouteCatalog({ checkResponses });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/things/:id',
    tag: 'things',
    access: 'public',
    summary: 'A thing',
    query: object({ name: string() }),
    response: object({ count: number() }),
    handler: async () => data as { count: number },
  });
  return { app, catalog };
}

const id = '0b6c8f8e-2a53-4f4f-9d43-6f0e1c3f7a11';

describe('defineRoute (DESIGN "Wire format")', () => {
  it('answers { data } when the answer keeps its response struct, and records the route', async () => {
    const { app, catalog } = appWith({ count: 2 });
    const response = await app.inject({ method: 'GET', url: `/things/${id}?name=a` });
    expect(response.json()).toEqual({ data: { count: 2 } });
    expect(catalog.routes.map((route) => `${route.method} ${route.url}`)).toEqual(['GET /things/:id']);
  });

  it('turns an answer that breaks its struct into a 500, never sending it', async () => {
    const { app } = appWith({ count: 'two', secret: 'x' });
    const response = await app.inject({ method: 'GET', url: `/things/${id}?name=a` });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: expect.any(String) } });
    expect(response.body).not.toContain('secret');
  });

  it('sends the answer unchecked when response checks are off (production)', async () => {
    const { app } = appWith({ count: 3 }, false);
    const response = await app.inject({ method: 'GET', url: `/things/${id}?name=a` });
    expect(response.json()).toEqual({ data: { count: 3 } });
  });

  it('answers 404 for an id that is not a uuid and 400 with fields for a bad query', async () => {
    const { app } = appWith({ count: 1 });
    expect((await app.inject({ method: 'GET', url: '/things/42?name=a' })).statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: `/things/${id}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not valid',
      fields: { name: ['mandatory_field_is_empty_error'] },
    });
  });
});
