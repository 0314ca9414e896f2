import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPublicationTick } from '../jobs/publication-poller';
import { deliverPush, deliverSendingPushes, NO_RECIPIENT_REASON } from '../services/push-delivery';
import { addMedia, call, creatorIdOf } from '../testing/fixtures';
import { pushPayload } from '../testing/payloads';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let adaId: string;
let adaMedia: string;
let lonely: string;
let lonelyMedia: string;

/** Ada's fans: 3 subscribers (one also follows), 1 follower, 2 expired subscribers, 1 buyer among them. */
async function addFans(creatorId: string) {
  await ctx.db
    .insertInto('fans')
    .values([
      { creator_id: creatorId, name: 'A', subscription: 'active', follows: true, purchases: 2 },
      { creator_id: creatorId, name: 'B', subscription: 'active' },
      { creator_id: creatorId, name: 'C', subscription: 'active' },
      { creator_id: creatorId, name: 'D', subscription: null, follows: true },
      { creator_id: creatorId, name: 'E', subscription: 'expired' },
      { creator_id: creatorId, name: 'F', subscription: 'expired' },
    ])
    .execute();
}

async function deliveries(pushId: string) {
  return ctx.db.selectFrom('push_deliveries').select('fan_id').where('push_id', '=', pushId).execute();
}

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  adaId = await creatorIdOf(ctx.app, ada);
  adaMedia = (await addMedia(ctx.db, adaId)).id;
  await addFans(adaId);
  lonely = await bearerFor(ctx.forge, 'sub-lonely');
  lonelyMedia = (await addMedia(ctx.db, await creatorIdOf(ctx.app, lonely))).id;
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('push audiences', () => {
  it('GET /pushes/targets answers every audience with its live count', async () => {
    const response = await call(ctx.app, 'GET', '/pushes/targets', ada);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.targets).toEqual([
      { id: 'subscribers', recipients: 3 },
      { id: 'followers', recipients: 2 },
      { id: 'expired_subscribers', recipients: 2 },
      { id: 'buyers', recipients: 1 },
    ]);
  });

  it('an unknown target is refused with mandatory_field_is_empty_error on targets', async () => {
    const response = await call(
      ctx.app,
      'POST',
      '/pushes',
      ada,
      pushPayload(adaMedia, { targets: ['everyone'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.targets).toEqual(['mandatory_field_is_empty_error']);
  });
});

describe('exactly-once sending: scheduled -> sending -> sent, or failed', () => {
  it('a push without a date goes out at once: one delivery per fan, a fan in two audiences once', async () => {
    const response = await call(
      ctx.app,
      'POST',
      '/pushes',
      ada,
      pushPayload(adaMedia, { targets: ['subscribers', 'followers'], scheduledAt: null }),
    );
    const push = response.json().data;
    expect(push).toMatchObject({ state: 'sent', recipients: 4, failureReason: null });
    expect(await deliveries(push.id)).toHaveLength(4);
  });

  it('a push whose audiences are empty fails, and says why', async () => {
    const push = (
      await call(ctx.app, 'POST', '/pushes', lonely, pushPayload(lonelyMedia, { scheduledAt: null }))
    ).json().data;
    expect(push).toMatchObject({ state: 'failed', failureReason: NO_RECIPIENT_REASON, recipients: 0 });
  });

  it('a scheduled push waits, starts sending when due, and delivering twice changes nothing', async () => {
    const push = (await call(ctx.app, 'POST', '/pushes', ada, pushPayload(adaMedia))).json().data;
    expect(push).toMatchObject({ state: 'scheduled', recipients: 3 });
    await runPublicationTick(ctx.db, new Date(push.scheduledAt));
    const sending = (await call(ctx.app, 'GET', `/pushes/${push.id}`, ada)).json().data;
    expect(sending.state).toBe('sending');
    expect(await deliverSendingPushes(ctx.db, new Date(push.scheduledAt))).toBeGreaterThanOrEqual(1);
    expect(await deliverPush(ctx.db, push.id, new Date(push.scheduledAt))).toBe(false);
    const sent = (await call(ctx.app, 'GET', `/pushes/${push.id}`, ada)).json().data;
    expect(sent).toMatchObject({ state: 'sent', recipients: 3 });
    expect(await deliveries(push.id)).toHaveLength(3);
  });

  it('a push left sending by a restart, some fans already delivered, is finished without a second delivery', async () => {
    const push = (await call(ctx.app, 'POST', '/pushes', ada, pushPayload(adaMedia))).json().data;
    await runPublicationTick(ctx.db, new Date(push.scheduledAt));
    // The process stopped after writing one delivery of three: that one must not be written again.
    const [first] = await ctx.db
      .selectFrom('fans')
      .select('id')
      .where('creator_id', '=', adaId)
      .where('subscription', '=', 'active')
      .orderBy('name')
      .execute();
    await ctx.db
      .insertInto('push_deliveries')
      .values({ push_id: push.id, fan_id: first?.id as string })
      .execute();
    const before = await ctx.db
      .selectFrom('push_deliveries')
      .select('delivered_at')
      .where('push_id', '=', push.id)
      .executeTakeFirstOrThrow();
    await deliverSendingPushes(ctx.db, new Date(push.scheduledAt));
    const rows = await ctx.db
      .selectFrom('push_deliveries')
      .selectAll()
      .where('push_id', '=', push.id)
      .execute();
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.fan_id === first?.id)?.delivered_at).toEqual(before.delivered_at);
    expect((await call(ctx.app, 'GET', `/pushes/${push.id}`, ada)).json().data.state).toBe('sent');
  });
});

describe('idempotent creation', () => {
  const withKey = (key: string, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/pushes',
      headers: { authorization: ada, 'idempotency-key': key },
      payload: body as object,
    });

  it('the same key and body create one push: the repeat answers the first', async () => {
    const first = await withKey('double-click-1', pushPayload(adaMedia, { caption: 'Once' }));
    const again = await withKey('double-click-1', pushPayload(adaMedia, { caption: 'Once' }));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    const count = await ctx.db.selectFrom('pushes').select('id').where('caption', '=', 'Once').execute();
    expect(count).toHaveLength(1);
  });

  it('two requests racing with one key still create one push', async () => {
    const [a, b] = await Promise.all([
      withKey('race-1', pushPayload(adaMedia, { caption: 'Raced' })),
      withKey('race-1', pushPayload(adaMedia, { caption: 'Raced' })),
    ]);
    expect(a?.json().data.id).toBe(b?.json().data.id);
  });

  it('the same key with another body is a 409, and an unreadable key a 400; nothing is created', async () => {
    await withKey('reused-1', pushPayload(adaMedia, { caption: 'First body' }));
    const reused = await withKey('reused-1', pushPayload(adaMedia, { caption: 'Other body' }));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    const bad = await withKey('x'.repeat(256), pushPayload(adaMedia, { caption: 'Bad key' }));
    expect(bad.statusCode).toBe(400);
    const stored = await ctx.db
      .selectFrom('pushes')
      .select('id')
      .where('caption', 'in', ['Other body', 'Bad key'])
      .execute();
    expect(stored).toHaveLength(0);
  });
});

describe('versions and edit conflicts', () => {
  it('an edit with the version it read is stored and moves the version on; a stale one is a 409', async () => {
    const push = (await call(ctx.app, 'POST', '/pushes', ada, pushPayload(adaMedia))).json().data;
    const edited = await call(ctx.app, 'PATCH', `/pushes/${push.id}`, ada, {
      caption: 'Tab A',
      version: push.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.version).toBe(push.version + 1);
    const stale = await call(ctx.app, 'PATCH', `/pushes/${push.id}`, ada, {
      caption: 'Tab B',
      version: push.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('push_changed');
    expect((await call(ctx.app, 'GET', `/pushes/${push.id}`, ada)).json().data.caption).toBe('Tab A');
  });

  it('a push sending or sent can be neither edited nor deleted (409), and stays as it was', async () => {
    const push = (
      await call(ctx.app, 'POST', '/pushes', ada, pushPayload(adaMedia, { scheduledAt: null }))
    ).json().data;
    const edit = await call(ctx.app, 'PATCH', `/pushes/${push.id}`, ada, { caption: 'Too late' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('push_not_editable');
    expect((await call(ctx.app, 'DELETE', `/pushes/${push.id}`, ada)).statusCode).toBe(409);
    expect((await call(ctx.app, 'GET', `/pushes/${push.id}`, ada)).json().data.caption).toBe(push.caption);
  });

  it('deleting a scheduled push keeps its medias in the cloud', async () => {
    const push = (await call(ctx.app, 'POST', '/pushes', ada, pushPayload(adaMedia))).json().data;
    expect((await call(ctx.app, 'DELETE', `/pushes/${push.id}`, ada)).statusCode).toBe(204);
    const media = await ctx.db
      .selectFrom('medias')
      .select('id')
      .where('id', '=', adaMedia)
      .executeTakeFirst();
    expect(media?.id).toBe(adaMedia);
  });
});

describe('browsers on the site origin may send the key', () => {
  it('a preflight for POST /pushes with Idempotency-Key is allowed', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/pushes',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'idempotency-key',
    );
  });
});
