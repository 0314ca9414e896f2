import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';
import { seedDatabase } from './seed-database';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
const now = new Date('2026-06-15T08:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestApp({ now });
  demo = await bearerFor(ctx.forge, 'sub-demo');
  await seedDatabase(ctx.db, { mediaDir: ctx.mediaDir, now, demoCreatorSub: 'sub-demo' });
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const tables = [
  'collections',
  'medias',
  'pushes',
  'posts',
  'playlists',
  'consultations',
  'bookings',
] as const;

describe('seedDatabase (idempotent demo data)', () => {
  it('gives the demo creator accepted terms and a display name', async () => {
    const me = (await call(ctx.app, 'GET', '/creators/me', demo)).json().data;
    expect(me).toMatchObject({
      displayName: 'Demo Creator',
      privacyPolicyAccepted: true,
      termsOfServiceAccepted: true,
      termsOfUseAccepted: true,
    });
  });

  it('seeds collections of more than 20 medias with real image files that the preview links serve', async () => {
    const { collections } = (await call(ctx.app, 'GET', '/creators/collections', demo)).json().data;
    expect(collections.length).toBeGreaterThanOrEqual(3);
    for (const collection of collections) expect(collection.mediaCount).toBeGreaterThan(20);
    const page = (await call(ctx.app, 'GET', `/creators/collections/${collections[0].id}`, demo)).json().data;
    expect(page.pagination.offset).toBe(20);
    const image = page.medias.find((m: { type: string }) => m.type === 'image/png');
    const video = page.medias.find((m: { type: string }) => m.type === 'video/mp4');
    expect(video.duration).toBeGreaterThan(0);
    const preview = new URL(image.preview);
    const served = await ctx.app.inject({ method: 'GET', url: preview.pathname + preview.search });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // A seeded video has neither file nor poster frame: no preview (spec 2's fallback icon), never an SVG stand-in.
    expect(video.preview).toBeNull();
    const row = await ctx.db
      .selectFrom('medias')
      .select('storage_key')
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    expect(existsSync(join(ctx.mediaDir, String(row.storage_key)))).toBe(true);
  });

  it('seeds pushes and posts both published and scheduled, a playlist, consultations and availability', async () => {
    const pushes = (await call(ctx.app, 'GET', '/pushes', demo)).json().data.pushes;
    expect(pushes.some((p: { scheduledAt: string | null }) => p.scheduledAt === null)).toBe(true);
    expect(
      (await call(ctx.app, 'GET', '/pushes?status=scheduled', demo)).json().data.pushes.length,
    ).toBeGreaterThan(0);
    expect(
      (await call(ctx.app, 'GET', '/posts?status=scheduled', demo)).json().data.posts.length,
    ).toBeGreaterThan(0);
    expect(
      (await call(ctx.app, 'GET', '/posts?status=published', demo)).json().data.posts.length,
    ).toBeGreaterThan(0);
    expect((await call(ctx.app, 'GET', '/playlists', demo)).json().data.playlists).toHaveLength(1);
    expect(
      (await call(ctx.app, 'GET', '/bookings/consultations', demo)).json().data.consultations,
    ).toHaveLength(2);
    expect(
      (await call(ctx.app, 'GET', '/bookings/availability', demo)).json().data.slots.length,
    ).toBeGreaterThan(0);
    const dates = await call(ctx.app, 'GET', '/bookings/dates?startDate=2026-06-15&endDate=2026-07-15', demo);
    expect(dates.json().data.dates.length).toBeGreaterThan(0);
    expect((await call(ctx.app, 'GET', '/pushes/calendar', demo)).json().data.dates.length).toBeGreaterThan(
      0,
    );
    expect((await call(ctx.app, 'GET', '/pushes/calendar/restrictions', demo)).json().data.dates).toContain(
      '2026-07-01',
    );
  });

  it('seeding twice duplicates nothing', async () => {
    const before = await Promise.all(
      [...tables, 'push_publication_days' as const].map((t) => countRows(ctx.db, t)),
    );
    await seedDatabase(ctx.db, { mediaDir: ctx.mediaDir, now, demoCreatorSub: 'sub-demo' });
    const after = await Promise.all(
      [...tables, 'push_publication_days' as const].map((t) => countRows(ctx.db, t)),
    );
    expect(after).toEqual(before);
  });

  it('refuses a preview link with a wrong signature', async () => {
    const media = await ctx.db.selectFrom('medias').select('id').executeTakeFirstOrThrow();
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `/media/${media.id}/preview?expires=9999999999&signature=abc`,
    });
    expect(forged.statusCode).toBe(404);
  });
});
