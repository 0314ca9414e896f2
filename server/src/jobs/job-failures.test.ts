import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverSendingPushes } from '../services/push-delivery';
import { addMedia, call, creatorIdOf } from '../testing/fixtures';
import { postPayload, pushPayload } from '../testing/payloads';
import { bearerFor, createTestApp } from '../testing/test-app';
import { runPublicationTick } from './publication-poller';
import { JOB_MAX_ATTEMPTS, retryDelayMs } from './retry-policy';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let image: string;

beforeAll(async () => {
  ctx = await createTestApp({ now: new Date('2026-06-15T08:00:00.000Z') });
  ada = await bearerFor(ctx.forge, 'sub-ada');
  const adaId = await creatorIdOf(ctx.app, ada);
  image = (await addMedia(ctx.db, adaId)).id;
  await ctx.db.insertInto('fans').values({ creator_id: adaId, name: 'A', subscription: 'active' }).execute();
  // A real failure inside the database: any write naming a poisoned id raises, as a broken row would.
  await sql`create table poisoned (id uuid primary key)`.execute(ctx.db);
  await sql`create function refuse_poisoned() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from poisoned where id = new.id) then
        raise exception 'poisoned row %', new.id;
      end if;
      return new;
    end $$`.execute(ctx.db);
  await sql`create trigger posts_poisoned before update on posts for each row execute function refuse_poisoned()`.execute(
    ctx.db,
  );
  await sql`create function refuse_poisoned_delivery() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from poisoned where id = new.push_id) then
        raise exception 'poisoned push %', new.push_id;
      end if;
      return new;
    end $$`.execute(ctx.db);
  await sql`create trigger deliveries_poisoned before insert on push_deliveries for each row execute function refuse_poisoned_delivery()`.execute(
    ctx.db,
  );
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const poison = (id: string) => sql`insert into poisoned (id) values (${id})`.execute(ctx.db);
const at = (iso: string, plusMs = 0) => new Date(new Date(iso).getTime() + plusMs);

/** Runs the poller's passes from `start` through every retry of a failing job: the backoff doubles each time. */
async function runThroughRetries(start: Date, pass: (now: Date) => Promise<unknown>) {
  let now = start;
  await pass(now);
  for (let attempt = 1; attempt < JOB_MAX_ATTEMPTS; attempt += 1) {
    now = new Date(now.getTime() + retryDelayMs(attempt));
    await pass(now);
  }
}

describe('one failure never blocks the queue (DESIGN "Scheduled publication")', () => {
  it('a poisoned post among several: the others publish, it retries with backoff then fails with a reason the creator sees', async () => {
    const when = '2026-07-01T09:00:00.000Z';
    const create = async (scheduledAt: string) =>
      (await call(ctx.app, 'POST', '/posts', ada, postPayload(image, { scheduledAt }))).json().data;
    // The poisoned post is due first, so a batch that stops at it would stop before the others.
    const bad = await create('2026-07-01T08:59:00.000Z');
    const good = [await create(when), await create(when), await create(when)];
    await poison(bad.id);

    expect(await runPublicationTick(ctx.db, at(when))).toBe(3);
    for (const post of good) {
      const record = (await call(ctx.app, 'GET', `/posts/${post.id}`, ada)).json().data;
      expect(record.failureReason).toBeNull();
    }
    const published = await ctx.db
      .selectFrom('posts')
      .select('id')
      .where('published_at', 'is not', null)
      .where(
        'id',
        'in',
        good.map((post) => post.id),
      )
      .execute();
    expect(published).toHaveLength(3);

    const job = () =>
      ctx.db
        .selectFrom('publication_jobs')
        .selectAll()
        .where('target_id', '=', bad.id)
        .executeTakeFirstOrThrow();
    expect(await job()).toMatchObject({ attempts: 1, done_at: null, failed_at: null });
    // Not retried before its backoff has passed.
    expect((await job()).run_at).toEqual(at(when, retryDelayMs(1)));

    await runThroughRetries(at(when, retryDelayMs(1)), (now) => runPublicationTick(ctx.db, now));
    const dead = await job();
    expect(dead.attempts).toBe(JOB_MAX_ATTEMPTS);
    expect(dead.failed_at).not.toBeNull();
    expect(dead.last_error).toContain('poisoned');
    const record = (await call(ctx.app, 'GET', `/posts/${bad.id}`, ada)).json().data;
    expect(record.failureReason).toMatch(/could not be published/i);
    // A dead job is left alone: later passes do not try it again.
    expect(await runPublicationTick(ctx.db, at(when, 86_400_000))).toBe(0);
    expect((await job()).attempts).toBe(JOB_MAX_ATTEMPTS);
  });

  it('a poisoned push delivery among several: the others are sent, it retries then shows failed with a reason', async () => {
    const when = '2026-07-02T09:00:00.000Z';
    const create = async (scheduledAt: string) =>
      (await call(ctx.app, 'POST', '/pushes', ada, pushPayload(image, { scheduledAt }))).json().data;
    const bad = await create('2026-07-02T08:59:00.000Z');
    const good = [await create(when), await create(when)];
    await poison(bad.id);
    expect(await runPublicationTick(ctx.db, at(when))).toBe(3);

    expect(await deliverSendingPushes(ctx.db, at(when))).toBe(2);
    for (const push of good) {
      expect((await call(ctx.app, 'GET', `/pushes/${push.id}`, ada)).json().data.state).toBe('sent');
    }
    expect((await call(ctx.app, 'GET', `/pushes/${bad.id}`, ada)).json().data.state).toBe('sending');

    await runThroughRetries(at(when, retryDelayMs(1)), (now) => deliverSendingPushes(ctx.db, now));
    const record = (await call(ctx.app, 'GET', `/pushes/${bad.id}`, ada)).json().data;
    expect(record.state).toBe('failed');
    expect(record.failureReason).toMatch(/could not be delivered/i);
  });

  it('a push sent at once whose delivery fails answers its state, never a 500', async () => {
    // An id is known only once the push exists: this poison goes by the caption instead.
    await sql`create function refuse_caption() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from pushes where id = new.push_id and caption = 'poisoned caption') then
          raise exception 'poisoned caption';
        end if;
        return new;
      end $$`.execute(ctx.db);
    await sql`create trigger deliveries_caption before insert on push_deliveries for each row execute function refuse_caption()`.execute(
      ctx.db,
    );
    const response = await call(
      ctx.app,
      'POST',
      '/pushes',
      ada,
      pushPayload(image, { scheduledAt: null, caption: 'poisoned caption' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ state: 'sending', failureReason: null });
  });
});
