import type { LiveNoticeKind } from '@mym/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLiveNotices } from '../services/lives';
import { addMedia, call, countRows, creatorIdOf } from '../testing/fixtures';
import { bearerFor, createTestApp, fanBearerFor } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let adaId: string;
let lea: string;
let teaserId: string;

/** Five days after the test clock's 15 June 2026, 18:00 UTC. */
const START = '2026-06-20T18:00:00.000Z';

function livePayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Friday night live',
    description: 'Questions and answers',
    teaser: { id: teaserId },
    startsAt: START,
    timeZone: 'Europe/Paris',
    durationMinutes: 60,
    targets: ['followers'],
    price: { value: 1000, currency: 'EUR' },
    chat: true,
    ...overrides,
  };
}

async function notices(liveId: string, kind: LiveNoticeKind) {
  return ctx.db
    .selectFrom('live_notices')
    .select('fan_id')
    .where('live_id', '=', liveId)
    .where('kind', '=', kind)
    .execute();
}

beforeAll(async () => {
  ctx = await createTestApp({ liveIngestUrl: 'rtmps://ingest.example.test/live' });
  ada = await bearerFor(ctx.forge, 'sub-ada');
  adaId = await creatorIdOf(ctx.app, ada);
  teaserId = (await addMedia(ctx.db, adaId)).id;
  lea = await fanBearerFor(ctx.forge, 'sub-fan-lea');
  await call(ctx.app, 'PUT', `/fan/creators/${adaId}/follow`, lea);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('live configuration (spec 2 "live configuration")', () => {
  it('refuses a start today at a past hour, beyond 3 months, a price under the push rules, no audience (spec 5)', async () => {
    const before = await countRows(ctx.db, 'lives');
    const past = await call(
      ctx.app,
      'POST',
      '/lives',
      ada,
      livePayload({ startsAt: new Date(ctx.clock.now().getTime() - 2 * 3_600_000).toISOString() }),
    );
    expect(past.json().error.fields).toEqual({ startsAt: ['content_upload_error_date'] });
    const far = await call(
      ctx.app,
      'POST',
      '/lives',
      ada,
      livePayload({ startsAt: '2026-10-20T18:00:00.000Z' }),
    );
    expect(far.json().error.fields).toEqual({ startsAt: ['content_upload_error_date'] });
    const cheap = await call(
      ctx.app,
      'POST',
      '/lives',
      ada,
      livePayload({ price: { value: 499, currency: 'EUR' } }),
    );
    expect(cheap.json().error.fields).toEqual({ price: ['creators_push_price_error'] });
    const nobody = await call(
      ctx.app,
      'POST',
      '/lives',
      ada,
      livePayload({ targets: [], title: ' ', durationMinutes: 5 }),
    );
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error.fields).toEqual({
      title: ['mandatory_field_is_empty_error'],
      targets: ['mandatory_field_is_empty_error'],
      durationMinutes: ['live_duration_error'],
    });
    expect(await countRows(ctx.db, 'lives')).toBe(before);
  });

  it('a scheduled live tells its audience once, reminds it once before the start; another creator never sees it', async () => {
    const created = await call(ctx.app, 'POST', '/lives', ada, livePayload());
    expect(created.statusCode).toBe(201);
    const live = created.json().data;
    expect(live).toMatchObject({
      title: 'Friday night live',
      state: 'scheduled',
      ticketsSold: 0,
      version: 1,
    });
    expect(await notices(live.id, 'scheduled')).toHaveLength(1);
    await sendLiveNotices(ctx.db, ctx.clock.now());
    expect(await notices(live.id, 'scheduled')).toHaveLength(1);
    expect(await notices(live.id, 'reminder')).toHaveLength(0);
    const soon = new Date(Date.parse(START) - 30 * 60_000);
    await sendLiveNotices(ctx.db, soon);
    await sendLiveNotices(ctx.db, soon);
    expect(await notices(live.id, 'reminder')).toHaveLength(1);
    const stranger = await bearerFor(ctx.forge, 'sub-stranger');
    expect((await call(ctx.app, 'GET', `/lives/${live.id}`, stranger)).statusCode).toBe(404);
    expect((await call(ctx.app, 'POST', `/lives/${live.id}/cancel`, stranger, {})).statusCode).toBe(404);
  });

  it('an edit with a stale version answers 409 and changes nothing', async () => {
    const live = (await call(ctx.app, 'POST', '/lives', ada, livePayload({ title: 'Versioned' }))).json()
      .data;
    const edited = await call(ctx.app, 'PATCH', `/lives/${live.id}`, ada, { title: 'Renamed', version: 1 });
    expect(edited.json().data).toMatchObject({ title: 'Renamed', version: 2 });
    const stale = await call(ctx.app, 'PATCH', `/lives/${live.id}`, ada, { title: 'Lost', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('live_changed');
    expect((await call(ctx.app, 'GET', `/lives/${live.id}`, ada)).json().data.title).toBe('Renamed');
  });
});

describe('tickets are sales of the ledger; cancelling refunds them (DESIGN "Money")', () => {
  let liveId: string;

  it('a fan told of a paid live buys a ticket: one sale of source live, the list shows it sold', async () => {
    liveId = (await call(ctx.app, 'POST', '/lives', ada, livePayload({ title: 'Paid' }))).json().data.id;
    const told = await call(ctx.app, 'GET', '/fan/lives', lea);
    expect(told.json().data.lives.find((live: { id: string }) => live.id === liveId)).toMatchObject({
      notices: ['scheduled'],
      hasTicket: false,
      price: { value: 1000, currency: 'EUR' },
    });
    const opened = await call(ctx.app, 'POST', '/fan/payments', lea, {
      item: { source: 'live', id: liveId },
    });
    expect(opened.json().data.amount).toEqual({ value: 1000, currency: 'EUR' });
    const paid = await call(ctx.app, 'POST', `/fan/payments/${opened.json().data.id}/dev-charge`, lea, {
      card: '4242424242424242',
    });
    expect(paid.json().data.payment.state).toBe('confirmed');
    const sale = await ctx.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('item_id', '=', liveId)
      .execute();
    expect(sale).toMatchObject([{ kind: 'sale', source: 'live', gross: 1000, fee: 200, net: 800 }]);
    const upcoming = (await call(ctx.app, 'GET', '/lives?when=upcoming', ada)).json().data.lives;
    expect(upcoming.find((live: { id: string }) => live.id === liveId)).toMatchObject({
      ticketsSold: 1,
      revenue: { value: 800, currency: 'EUR' },
    });
    const twice = await call(ctx.app, 'POST', '/fan/payments', lea, { item: { source: 'live', id: liveId } });
    expect(twice.statusCode).toBe(409);
  });

  it('a stale cancel answers 409; a cancel refunds every ticket, tells the buyer, and the live is past', async () => {
    const stale = await call(ctx.app, 'POST', `/lives/${liveId}/cancel`, ada, { version: 99 });
    expect(stale.statusCode).toBe(409);
    const cancelled = await call(ctx.app, 'POST', `/lives/${liveId}/cancel`, ada, { version: 1 });
    expect(cancelled.json().data).toMatchObject({
      state: 'cancelled',
      ticketsSold: 0,
      revenue: { value: 0 },
    });
    const rows = await ctx.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('item_id', '=', liveId)
      .execute();
    expect(rows.map((row) => [row.kind, row.gross, row.net]).sort()).toEqual([
      ['refund', -1000, -800],
      ['sale', 1000, 800],
    ]);
    expect(await notices(liveId, 'cancelled')).toHaveLength(1);
    const upcoming = (await call(ctx.app, 'GET', '/lives', ada)).json().data.lives;
    expect(upcoming.some((live: { id: string }) => live.id === liveId)).toBe(false);
    const past = (await call(ctx.app, 'GET', '/lives?when=past', ada)).json().data.lives;
    expect(past.some((live: { id: string }) => live.id === liveId)).toBe(true);
    const again = await call(ctx.app, 'POST', '/fan/payments', lea, { item: { source: 'live', id: liveId } });
    expect(again.json().error.code).toBe('live_cancelled');
    expect((await call(ctx.app, 'POST', `/lives/${liveId}/cancel`, ada, {})).statusCode).toBe(409);
  });
});

describe('ingest settings: the operator streams, nothing here pretends to', () => {
  it('shows the configured ingest URL and one stream key per creator, kept across calls', async () => {
    const first = (await call(ctx.app, 'GET', '/lives/ingest', ada)).json().data;
    expect(first).toMatchObject({ configured: true, serverUrl: 'rtmps://ingest.example.test/live' });
    expect(first.streamKey).toMatch(/^[\w-]{40,}$/);
    expect((await call(ctx.app, 'GET', '/lives/ingest', ada)).json().data.streamKey).toBe(first.streamKey);
    const other = await bearerFor(ctx.forge, 'sub-other');
    expect((await call(ctx.app, 'GET', '/lives/ingest', other)).json().data.streamKey).not.toBe(
      first.streamKey,
    );
  });
});
