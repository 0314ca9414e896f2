import { calendarStruct, sponsorshipStruct, toolsSummaryStruct } from '@mym/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLive } from '../db/lives';
import { addMedia, call, creatorIdOf } from '../testing/fixtures';
import { postPayload, pushPayload } from '../testing/payloads';
import { bearerFor, createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let grace: string;
let pushId: string;
let postId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada');
  grace = await bearerFor(ctx.forge, 'sub-grace');
  const adaId = await creatorIdOf(ctx.app, ada);
  const media = (await addMedia(ctx.db, adaId)).id;
  pushId = (await call(ctx.app, 'POST', '/pushes', ada, pushPayload(media))).json().data.id;
  postId = (
    await call(
      ctx.app,
      'POST',
      '/posts',
      ada,
      postPayload(media, { scheduledAt: '2026-06-30T22:30:00.000Z' }),
    )
  ).json().data.id;
  const consultation = (
    await call(ctx.app, 'POST', '/bookings/consultations', ada, {
      title: 'Tarot reading',
      description: 'Thirty minutes on video',
      duration: 1800,
      price: { value: 4500, currency: 'EUR' },
    })
  ).json().data.id;
  await ctx.db
    .insertInto('bookings')
    .values({
      creator_id: adaId,
      consultation_id: consultation,
      starts_at: new Date('2026-06-22T09:00:00.000Z'),
      ends_at: new Date('2026-06-22T09:30:00.000Z'),
      attendee_name: 'Fan',
      attendee_email: 'fan@example.com',
      attendee_time_zone: 'Europe/Paris',
      time_zone: 'Europe/Paris',
    })
    .execute();
  // A live at 21:00 in Paris on 26 June; lives are written by their own routes, here straight to the table.
  await insertLive(ctx.db, adaId, {
    title: 'Q&A live',
    description: '',
    teaser: null,
    startsAt: '2026-06-26T19:00:00.000Z',
    timeZone: 'Europe/Paris',
    durationMinutes: 60,
    targets: ['subscribers'],
    price: null,
    chat: true,
  });
  await ctx.db
    .insertInto('push_restricted_days')
    .values([{ day: '2026-06-24' }])
    .execute();
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe("one calendar of everything the creator scheduled, by the creator's days", () => {
  it('answers the posts, pushes, lives and bookings of the range in one call, earliest first, with restricted days', async () => {
    const response = await call(ctx.app, 'GET', '/calendar?from=2026-06-01&to=2026-06-30', ada);
    expect(response.statusCode).toBe(200);
    const calendar = response.json().data;
    expect(calendarStruct.is(calendar)).toBe(true);
    expect(calendar.timeZone).toBe('Europe/Paris');
    expect(calendar.restrictedDays).toEqual(['2026-06-24']);
    expect(calendar.entries.map((e: { kind: string }) => e.kind)).toEqual(['push', 'booking', 'live']);
    expect(calendar.entries[0]).toMatchObject({ id: pushId, title: 'New set', movable: true, version: 1 });
    expect(calendar.entries[1]).toMatchObject({ title: 'Tarot reading', movable: false, version: null });
    expect(calendar.entries[2]).toMatchObject({
      title: 'Q&A live',
      startsAt: '2026-06-26T19:00:00.000Z',
      endsAt: '2026-06-26T20:00:00.000Z',
      movable: false,
    });
  });

  it("reads days in the creator's zone: 22:30 UTC on 30 June is 1 July in Paris", async () => {
    const june = (await call(ctx.app, 'GET', '/calendar?from=2026-06-30&to=2026-06-30', ada)).json().data;
    expect(june.entries).toEqual([]);
    const july = (await call(ctx.app, 'GET', '/calendar?from=2026-07-01&to=2026-07-01', ada)).json().data;
    expect(july.entries).toEqual([expect.objectContaining({ kind: 'post', id: postId, movable: true })]);
  });

  it('the date pickers mark every day that already holds something: pushes, posts and bookings (spec 2 "Calendar date picker")', async () => {
    const { dates } = (await call(ctx.app, 'GET', '/pushes/calendar', ada)).json().data;
    expect(dates).toEqual(expect.arrayContaining(['2026-06-20', '2026-06-22', '2026-07-01']));
    const theirs = (await call(ctx.app, 'GET', '/pushes/calendar', grace)).json().data.dates;
    expect(theirs).not.toContain('2026-06-22');
  });

  it("shows nothing of another creator's schedule", async () => {
    const calendar = (await call(ctx.app, 'GET', '/calendar?from=2026-06-01&to=2026-07-31', grace)).json()
      .data;
    expect(calendar.entries).toEqual([]);
  });

  it('refuses a range backwards, wider than 62 days or not made of days (400 in the envelope)', async () => {
    for (const query of [
      'from=2026-06-30&to=2026-06-01',
      'from=2026-01-01&to=2026-12-31',
      'from=2026-06-01',
      'from=2026-06-01T00:00:00Z&to=2026-06-30',
      'from=2026-02-30&to=2026-03-02',
    ]) {
      const response = await call(ctx.app, 'GET', `/calendar?${query}`, ada);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBeTruthy();
    }
  });
});

describe('the tools page summary and the referral link (spec 3 "Referral")', () => {
  it('counts what each tool holds and names the next scheduled thing', async () => {
    const summary = (await call(ctx.app, 'GET', '/creators/me/tools', ada)).json().data;
    expect(toolsSummaryStruct.is(summary)).toBe(true);
    expect(summary).toMatchObject({
      cloud: { medias: 1, collections: 0 },
      catalog: { consultations: 1, next: { title: 'Tarot reading', startsAt: '2026-06-22T09:00:00.000Z' } },
      posts: { scheduled: 1 },
      pushes: { scheduled: 1, next: { title: 'New set', startsAt: '2026-06-20T18:00:00.000Z' } },
      lives: { upcoming: 1, next: { title: 'Q&A live', startsAt: '2026-06-26T19:00:00.000Z' } },
      calendar: { next: { kind: 'push', title: 'New set' } },
    });
  });

  it('counts the creators who signed up with the creator referral id, and only those', async () => {
    const mine = (await call(ctx.app, 'GET', '/creators/me/referral', ada)).json().data;
    expect(sponsorshipStruct.is(mine)).toBe(true);
    expect(mine).toMatchObject({ userType: 'creator', signups: 0 });
    const sponsored = await call(ctx.app, 'POST', '/creators/referral', grace, {
      id: mine.id,
      userType: 'creator',
    });
    expect(sponsored.statusCode).toBe(200);
    const other = await bearerFor(ctx.forge, 'sub-linus');
    await call(ctx.app, 'POST', '/creators/referral', other, { id: mine.id, userType: 'ambassador' });
    expect((await call(ctx.app, 'GET', '/creators/me/referral', ada)).json().data.signups).toBe(1);
    const graces = (await call(ctx.app, 'GET', '/creators/me/referral', grace)).json().data;
    expect(graces.id).not.toBe(mine.id);
  });

  it('answers 401 without a token', async () => {
    for (const url of [
      '/calendar?from=2026-06-01&to=2026-06-30',
      '/creators/me/tools',
      '/creators/me/referral',
    ]) {
      expect((await call(ctx.app, 'GET', url)).statusCode).toBe(401);
    }
  });
});
