import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';
import { scrollCollectionName, seedScrollCollection } from './scroll-collection';
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

  it('seeds collections of more than 20 medias with real files, thumbnails, posters and placeholders', async () => {
    const { collections } = (await call(ctx.app, 'GET', '/creators/collections', demo)).json().data;
    expect(collections.length).toBeGreaterThanOrEqual(3);
    for (const collection of collections) expect(collection.mediaCount).toBeGreaterThan(20);
    const page = (await call(ctx.app, 'GET', `/creators/collections/${collections[0].id}`, demo)).json().data;
    expect(page.pagination.offset).toBe(20);
    const image = page.medias.find((m: { type: string }) => m.type === 'image/png');
    const video = page.medias.find((m: { type: string }) => m.type === 'video/mp4');
    expect(video.duration).toBeGreaterThan(0);
    // Every media has a preview to show and a placeholder to paint while it loads: no fallback icon in the demo.
    for (const media of page.medias) {
      expect(media.preview).toEqual(expect.any(String));
      expect(media.thumbhash).toEqual(expect.any(String));
    }
    for (const shown of [image, video]) {
      const preview = new URL(shown.preview);
      const served = await ctx.app.inject({ method: 'GET', url: preview.pathname + preview.search });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    // The original files are real too: the PNG itself, and an MP4 a maintained reader accepts.
    const file = new URL(video.url);
    const mp4 = await ctx.app.inject({ method: 'GET', url: file.pathname + file.search });
    expect(mp4.statusCode).toBe(200);
    expect(mp4.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    const row = await ctx.db
      .selectFrom('medias')
      .select('storage_key')
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    expect(existsSync(join(ctx.mediaDir, String(row.storage_key)))).toBe(true);
  });

  it('a 10,000-media collection for the scroll test and benchmark pages like any other (the scroll test and the bench, spec 2 "MYM Cloud")', async () => {
    const creator = await ctx.db
      .selectFrom('creators')
      .select('id')
      .where('sub', '=', 'sub-demo')
      .executeTakeFirstOrThrow();
    const scroll = await seedScrollCollection(ctx.db, {
      creatorId: creator.id,
      mediaDir: ctx.mediaDir,
      count: 10_000,
    });
    const first = (await call(ctx.app, 'GET', `/creators/collections/${scroll.collectionId}`, demo)).json()
      .data;
    expect(first.pagination.items_total).toBe(10_000);
    expect(first.collection.name).toBe(scrollCollectionName(10_000));
    const last = (
      await call(ctx.app, 'GET', `/creators/collections/${scroll.collectionId}?offset=9980&perPage=20`, demo)
    ).json().data;
    expect(last.medias).toHaveLength(20);
    expect(last.pagination.offset ?? null).toBeNull();
    expect(last.medias.every((m: { thumbhash: string | null }) => typeof m.thumbhash === 'string')).toBe(
      true,
    );
    await ctx.db.deleteFrom('medias').where('collection_id', '=', scroll.collectionId).execute();
    await ctx.db.deleteFrom('collections').where('id', '=', scroll.collectionId).execute();
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
