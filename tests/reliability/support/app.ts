import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { insertPayout } from '../../../server/src/db/payouts';
import { addMedia, call, creatorIdOf } from '../../../server/src/testing/fixtures';
import { addFan, addSale } from '../../../server/src/testing/ledger-lines';
import { pushPayload } from '../../../server/src/testing/payloads';
import { bearerFor, type createTestApp } from '../../../server/src/testing/test-app';

export type ReliabilityApp = Awaited<ReturnType<typeof createTestApp>>;

/** Every table of the API, for row counts and checksums. */
const TABLES = [
  'creators',
  'collections',
  'medias',
  'playlists',
  'playlist_medias',
  'pushes',
  'push_medias',
  'push_playlists',
  'posts',
  'post_playlists',
  'publication_jobs',
  'calendar_connections',
  'consultations',
  'availabilities',
  'availability_slots',
  'bookings',
  'lives',
  'live_notices',
  'payout_methods',
  'account_closures',
  'ledger_entries',
  'ledger_rollups',
  'payouts',
  'payout_lines',
  'payout_events',
  'income_exports',
] as const;

/**
 * A fingerprint of the whole database: each table's row count and an md5 over its rows, so a test can prove a
 * refused request changed nothing at all (not only "no new row").
 */
export async function databaseFingerprint(app: ReliabilityApp): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: string; sum: string | null }>`
      select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
      from ${sql.table(table)} as t`.execute(app.db);
    fingerprint[table] = `${rows[0]?.n}:${rows[0]?.sum}`;
  }
  return fingerprint;
}

/** The resources a creator owns, one of each kind a route takes by id. */
export interface OwnedResources {
  pushId: string;
  postId: string;
  playlistId: string;
  collectionId: string;
  consultationId: string;
  bookingId: string;
  mediaId: string;
  liveId: string;
  payoutId: string;
  /** A signed-in session of the creator (a refresh-token family), which `/account/sessions/:id` names. */
  sessionId: string;
}

/** A creator with one resource of each kind, made through the API where it can make them. */
export async function creatorWithResources(app: ReliabilityApp, sub: string) {
  const bearer = await bearerFor(app.forge, sub);
  const creatorId = await creatorIdOf(app.app, bearer);
  const media = await addMedia(app.db, creatorId);
  const created = async (method: 'POST', url: string, body: unknown) => {
    const response = await call(app.app, method, url, bearer, body);
    if (response.statusCode >= 300)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json().data.id as string;
  };
  const pushId = await created('POST', '/pushes', pushPayload(media.id));
  const postId = await created('POST', '/posts', {
    media: { id: media.id },
    caption: 'Reliability',
    isPrivate: true,
    scheduledAt: null,
    playlists: [],
    thirdPartyConsent: false,
  });
  const playlistId = await created('POST', '/playlists', { name: 'Mine', mediaIds: [media.id] });
  const consultationId = await created('POST', '/bookings/consultations', {
    title: 'Talk',
    description: 'A talk',
    duration: 1800,
    price: { value: 1000, currency: 'EUR' },
  });
  const collectionId = (
    await app.db
      .insertInto('collections')
      .values({ creator_id: creatorId, name: 'Mine' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const bookingId = (
    await app.db
      .insertInto('bookings')
      .values({
        creator_id: creatorId,
        consultation_id: consultationId,
        starts_at: new Date('2026-07-01T10:00:00Z'),
        ends_at: new Date('2026-07-01T10:30:00Z'),
        attendee_name: 'Fan',
        attendee_email: 'fan@example.com',
        attendee_time_zone: 'Europe/Paris',
        time_zone: 'Europe/Paris',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const liveId = await created('POST', '/lives', {
    title: 'Reliability live',
    description: '',
    teaser: null,
    startsAt: '2026-07-01T18:00:00.000Z',
    timeZone: 'Europe/Paris',
    durationMinutes: 60,
    targets: ['followers'],
    price: { value: 1000, currency: 'EUR' },
    chat: true,
  });
  // A sale paid out, so the payout routes have one of the creator's own to refuse to others.
  const fan = await addFan(app.db, creatorId);
  const sale = await addSale(app.db, {
    creatorId,
    fanId: fan.id,
    gross: 1000,
    at: new Date('2026-01-05T10:00:00Z'),
  });
  const payout = await insertPayout(app.db, {
    creatorId,
    currency: 'EUR',
    amount: 800,
    entryIds: [sale.id],
    now: new Date('2026-01-19T06:00:00Z'),
  });
  // A second device of the creator: a token of its own family, seen once by the API.
  const sessionId = randomUUID();
  const device = await app.forge.sign({ sub, username: sub, origin_jti: sessionId });
  await call(app.app, 'GET', '/creators/me', `Bearer ${device}`);
  const resources: OwnedResources = {
    sessionId,
    liveId,
    pushId,
    postId,
    playlistId,
    collectionId,
    consultationId,
    bookingId,
    mediaId: media.id,
    payoutId: payout.id,
  };
  return { bearer, creatorId, resources };
}

/** A route URL with its parameters filled from a creator's resources (`/pushes/:id` -> `/pushes/<push id>`). */
export function concreteUrl(url: string, resources: OwnedResources): string {
  const byPrefix: [string, keyof OwnedResources][] = [
    ['/pushes/', 'pushId'],
    ['/posts/', 'postId'],
    ['/playlists/', 'playlistId'],
    ['/creators/collections/', 'collectionId'],
    ['/bookings/consultations/', 'consultationId'],
    ['/bookings/calendars/', 'consultationId'],
    ['/bookings/', 'bookingId'],
    ['/media/', 'mediaId'],
    ['/uploads/', 'mediaId'],
    ['/lives/', 'liveId'],
    ['/incomes/payouts/', 'payoutId'],
    ['/account/sessions/', 'sessionId'],
  ];
  const key = byPrefix.find(([prefix]) => url.startsWith(prefix))?.[1];
  return url.replace(/:[A-Za-z]+/g, key ? resources[key] : resources.pushId);
}
