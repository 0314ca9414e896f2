import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMedia, call, creatorIdOf } from '../testing/fixtures';
import { postPayload, pushPayload } from '../testing/payloads';
import { bearerFor, createTestApp } from '../testing/test-app';
import { runPublicationTick, startPublicationPoller } from './publication-poller';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let image: string;
const start = new Date('2026-06-15T08:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestApp({ now: start });
  ada = await bearerFor(ctx.forge, 'sub-ada');
  image = (await addMedia(ctx.db, await creatorIdOf(ctx.app, ada))).id;
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const publishedAt = async (table: 'posts' | 'pushes', id: string) =>
  (await ctx.db.selectFrom(table).select('published_at').where('id', '=', id).executeTakeFirstOrThrow())
    .published_at;

describe('scheduled publication (DESIGN "Scheduled publication")', () => {
  it('publishes a scheduled push and post at their time, once', async () => {
    const at = '2026-06-16T09:00:00.000Z';
    const push = (await call(ctx.app, 'POST', '/pushes', ada, pushPayload(image, { scheduledAt: at }))).json()
      .data;
    const post = (await call(ctx.app, 'POST', '/posts', ada, postPayload(image, { scheduledAt: at }))).json()
      .data;

    expect(await runPublicationTick(ctx.db, new Date('2026-06-16T08:59:59.000Z'))).toBe(0);
    expect(await publishedAt('pushes', push.id)).toBeNull();

    const due = new Date('2026-06-16T09:00:00.000Z');
    expect(await runPublicationTick(ctx.db, due)).toBe(2);
    expect(await publishedAt('pushes', push.id)).toEqual(due);
    expect(await publishedAt('posts', post.id)).toEqual(due);

    expect(await runPublicationTick(ctx.db, new Date('2026-06-16T10:00:00.000Z'))).toBe(0);
    expect(await publishedAt('pushes', push.id)).toEqual(due);
    const listed = (await call(ctx.app, 'GET', '/pushes?status=published', ada)).json().data.pushes;
    expect(listed.map((p: { id: string }) => p.id)).toContain(push.id);
  });

  it('follows a rescheduled push and forgets a deleted one', async () => {
    const push = (
      await call(
        ctx.app,
        'POST',
        '/pushes',
        ada,
        pushPayload(image, { scheduledAt: '2026-06-17T09:00:00.000Z' }),
      )
    ).json().data;
    const gone = (
      await call(
        ctx.app,
        'POST',
        '/pushes',
        ada,
        pushPayload(image, { scheduledAt: '2026-06-17T09:00:00.000Z' }),
      )
    ).json().data;
    await call(ctx.app, 'PATCH', `/pushes/${push.id}`, ada, { scheduledAt: '2026-06-18T09:00:00.000Z' });
    await call(ctx.app, 'DELETE', `/pushes/${gone.id}`, ada);
    expect(await runPublicationTick(ctx.db, new Date('2026-06-17T12:00:00.000Z'))).toBe(0);
    expect(await runPublicationTick(ctx.db, new Date('2026-06-18T09:00:00.000Z'))).toBe(1);
    expect(await publishedAt('pushes', push.id)).not.toBeNull();
  });

  it('two concurrent ticks publish a due item once', async () => {
    const push = (
      await call(
        ctx.app,
        'POST',
        '/pushes',
        ada,
        pushPayload(image, { scheduledAt: '2026-06-19T09:00:00.000Z' }),
      )
    ).json().data;
    const due = new Date('2026-06-19T09:00:00.000Z');
    const counts = await Promise.all([runPublicationTick(ctx.db, due), runPublicationTick(ctx.db, due)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await publishedAt('pushes', push.id)).toEqual(due);
  });

  it('the poller runs a tick on start and stops cleanly', async () => {
    const post = (
      await call(
        ctx.app,
        'POST',
        '/posts',
        ada,
        postPayload(image, { scheduledAt: '2026-06-20T09:00:00.000Z' }),
      )
    ).json().data;
    const poller = startPublicationPoller({
      db: ctx.db,
      clock: () => new Date('2026-06-21T00:00:00.000Z'),
      intervalMs: 60_000,
    });
    await poller.stop();
    expect(await publishedAt('posts', post.id)).toEqual(new Date('2026-06-21T00:00:00.000Z'));
  });

  it('never runs two ticks at once and starts nothing after stop()', async () => {
    let ticks = 0;
    let release: () => void = () => undefined;
    const slowClock = () => {
      ticks += 1;
      return new Date('2026-06-01T00:00:00.000Z');
    };
    // A database whose transaction hangs until released: a slow tick.
    const hanging = {
      transaction: () => ({
        execute: () =>
          new Promise((resolve) => {
            release = () => resolve('none');
          }),
      }),
    } as unknown as typeof ctx.db;
    const poller = startPublicationPoller({ db: hanging, clock: slowClock, intervalMs: 5 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(ticks).toBe(1);
    const stopping = poller.stop();
    release();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ticks).toBe(1);
  });
});
