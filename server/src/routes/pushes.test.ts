import { pushRecordStruct } from '@mym/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../app';
import { addMedia, call, countRows, creatorIdOf, oversizedBody } from '../testing/fixtures';
import { pushPayload } from '../testing/payloads';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let grace: string;
let adaMedia: string;
let graceMedia: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  grace = await bearerFor(ctx.forge, 'sub-grace');
  adaMedia = (await addMedia(ctx.db, await creatorIdOf(ctx.app, ada))).id;
  graceMedia = (await addMedia(ctx.db, await creatorIdOf(ctx.app, grace))).id;
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('push CRUD (spec 7)', () => {
  it('creates a scheduled push and answers the server push record of spec 3, amounts in minor units', async () => {
    const response = await call(ctx.app, 'POST', '/pushes', ada, pushPayload(adaMedia));
    expect(response.statusCode).toBe(201);
    const record = response.json().data;
    expect(pushRecordStruct.is(record)).toBe(true);
    expect(record).toMatchObject({
      price: { value: 1000, currency: 'EUR' },
      discount: { price: { value: 500, currency: 'EUR' }, duration: 10800 },
      medias: [{ id: adaMedia, type: 'image/png' }],
      scheduledAt: '2026-06-20T18:00:00.000Z',
    });
    expect(record.medias[0].preview).toMatch(/^http:\/\/api\.test\/media\/.+\/preview\?expires=/);
  });

  it('lists the creator pushes newest first, and filters by derived status', async () => {
    const sentNow = await call(ctx.app, 'POST', '/pushes', ada, pushPayload(adaMedia, { scheduledAt: null }));
    const list = (await call(ctx.app, 'GET', '/pushes', ada)).json().data.pushes;
    expect(list[0].id).toBe(sentNow.json().data.id);
    expect(list.length).toBeGreaterThanOrEqual(2);
    const published = (await call(ctx.app, 'GET', '/pushes?status=published', ada)).json().data.pushes;
    expect(published.map((p: { id: string }) => p.id)).toEqual([sentNow.json().data.id]);
    const scheduled = (await call(ctx.app, 'GET', '/pushes?status=scheduled', ada)).json().data.pushes;
    expect(scheduled.every((p: { scheduledAt: string | null }) => p.scheduledAt !== null)).toBe(true);
    expect((await call(ctx.app, 'GET', '/pushes?status=draft', ada)).statusCode).toBe(400);
  });

  it('reads one push, and changes only the fields sent with PATCH', async () => {
    const { id } = (await call(ctx.app, 'POST', '/pushes', ada, pushPayload(adaMedia))).json().data;
    const patched = await call(ctx.app, 'PATCH', `/pushes/${id}`, ada, { caption: 'Edited' });
    expect(patched.statusCode).toBe(200);
    const read = (await call(ctx.app, 'GET', `/pushes/${id}`, ada)).json().data;
    expect(read).toMatchObject({
      caption: 'Edited',
      price: { value: 1000 },
      scheduledAt: '2026-06-20T18:00:00.000Z',
    });
  });

  it('deletes a push with 204, after which it is 404', async () => {
    const { id } = (await call(ctx.app, 'POST', '/pushes', ada, pushPayload(adaMedia))).json().data;
    expect((await call(ctx.app, 'DELETE', `/pushes/${id}`, ada)).statusCode).toBe(204);
    expect((await call(ctx.app, 'GET', `/pushes/${id}`, ada)).statusCode).toBe(404);
    expect(await countRows(ctx.db, 'publication_jobs')).toBeGreaterThan(0);
    const jobs = await ctx.db
      .selectFrom('publication_jobs')
      .selectAll()
      .where('target_id', '=', id)
      .execute();
    expect(jobs).toEqual([]);
  });
});

describe('push access (spec 6)', () => {
  it('answers 401 without a token and with a forged one', async () => {
    expect((await call(ctx.app, 'GET', '/pushes')).statusCode).toBe(401);
    const forged = `Bearer ${await ctx.forge.sign({ sub: 'sub-ada' }, { key: 'stranger' })}`;
    expect((await call(ctx.app, 'POST', '/pushes', forged, pushPayload(adaMedia))).statusCode).toBe(401);
  });

  it("answers 404 for another creator's push, on read, change and delete, and leaves it as it was", async () => {
    const { id } = (await call(ctx.app, 'POST', '/pushes', grace, pushPayload(graceMedia))).json().data;
    expect((await call(ctx.app, 'GET', `/pushes/${id}`, ada)).statusCode).toBe(404);
    expect((await call(ctx.app, 'PATCH', `/pushes/${id}`, ada, { caption: 'Mine' })).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/pushes/${id}`, ada)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `/pushes/${id}`, grace)).json().data.caption).toBe('New set');
    expect(
      (await call(ctx.app, 'GET', '/pushes', ada)).json().data.pushes.map((p: { id: string }) => p.id),
    ).not.toContain(id);
  });

  it('answers 404 for an id that is not a uuid', async () => {
    expect((await call(ctx.app, 'GET', '/pushes/not-a-uuid', ada)).statusCode).toBe(404);
  });

  it("refuses another creator's media as missing (spec 5 Generic) and stores nothing", async () => {
    const before = await countRows(ctx.db, 'pushes');
    const response = await call(ctx.app, 'POST', '/pushes', ada, pushPayload(graceMedia));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ medias: ['mandatory_field_is_empty_error'] });
    expect(await countRows(ctx.db, 'pushes')).toBe(before);
  });
});

describe('push body limits', () => {
  it('answers 413 for a body over JSON_BODY_LIMIT_BYTES', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/pushes',
      headers: { authorization: ada, 'content-type': 'application/json' },
      payload: oversizedBody(JSON_BODY_LIMIT_BYTES),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/pushes',
      headers: { authorization: ada, 'content-type': 'application/json' },
      payload: '{"caption":',
    });
    expect(response.statusCode).toBe(400);
  });
});
