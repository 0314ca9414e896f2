import { createCreatorClient, type LiveEvent } from '@mym/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS_KEPT_MS, pruneLiveEvents } from '../db/live-events';
import { type FanSideApp, followAda, startFanSideFixture } from '../testing/fan-side-fixture';
import { call, countRows } from '../testing/fixtures';

let ctx: FanSideApp;
let ada: string;
let adaId: string;
let fan: string;

beforeAll(async () => {
  ({ ctx, ada, adaId, fan } = await startFanSideFixture());
  await followAda(ctx, fan, adaId);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('live events (DESIGN "Live updates": GET /events, LISTEN/NOTIFY on the embedded database too)', () => {
  async function until(check: () => boolean) {
    for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it("fan messages reach the creator's open stream, and a resume with Last-Event-ID replays them", async () => {
    const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const creator = createCreatorClient({
      apiUrl: url,
      auth: { userPoolId: 'local_test', userPoolClientId: 'creators-test-client' },
      cookies: { read: () => `mym_access_token=${ada.slice('Bearer '.length)}`, write: () => undefined },
    });
    const newest = await ctx.db
      .selectFrom('live_events')
      .select(({ fn }) => fn.max('id').as('id'))
      .executeTakeFirst();
    const from = String(newest?.id ?? '0');
    const received: LiveEvent[] = [];
    const subscription = creator.events.subscribe((event) => received.push(event), { lastEventId: from });
    const send = async (text: string) =>
      (await call(ctx.app, 'POST', `/fan/creators/${adaId}/messages`, fan, { text })).json().data
        .id as string;
    const first = await send('Live?');
    await until(() => received.some((event) => event.messageId === first));
    // The stream is open now: the second message can only arrive live, through NOTIFY.
    const second = await send('Still there?');
    await until(() => received.some((event) => event.messageId === second));
    subscription.close();
    expect(
      received.filter((event) => event.type === 'message.created').map((event) => event.messageId),
    ).toEqual([first, second]);

    const resumed: LiveEvent[] = [];
    const again = creator.events.subscribe((event) => resumed.push(event), { lastEventId: from });
    await until(() => resumed.length >= received.length);
    again.close();
    expect(resumed).toEqual(received);
  });
});

describe('live events are kept for resumes only', () => {
  it('events older than the time kept are deleted, newer ones stay', async () => {
    const total = await countRows(ctx.db, 'live_events');
    expect(total).toBeGreaterThan(0);
    expect(await pruneLiveEvents(ctx.db, new Date(Date.now() + LIVE_EVENTS_KEPT_MS - 60_000))).toBe(0);
    expect(await pruneLiveEvents(ctx.db, new Date(Date.now() + LIVE_EVENTS_KEPT_MS + 60_000))).toBe(total);
  });
});
