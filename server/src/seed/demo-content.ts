import { availabilityStruct } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { replaceAvailability } from '../db/availability';
import { insertPlaylist } from '../db/playlists';
import { insertPost } from '../db/posts';
import { insertPush } from '../db/pushes';
import type { Database, MediaRow } from '../db/schema';
import { deliverPush } from '../services/push-delivery';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 18:00 UTC, `days` from now: a time the schedule rule of spec 5 accepts. */
function daysAhead(now: Date, days: number): string {
  const date = new Date(now.getTime() + days * DAY_MS);
  date.setUTCHours(18, 0, 0, 0);
  return date.toISOString();
}

/**
 * Pushes and posts in each state (published now, scheduled later) referencing the seeded cloud, a playlist,
 * consultations with opening hours and a few bookings. The payloads are valid by construction.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  creatorId: string,
  medias: MediaRow[],
  now: Date,
) {
  const images = medias.filter((media) => media.mime_type.startsWith('image'));
  const videos = medias.filter((media) => media.mime_type.startsWith('video'));
  const pick = (list: MediaRow[], index: number) => ({ id: (list[index % list.length] as MediaRow).id });

  const playlistId = await insertPlaylist(
    db,
    creatorId,
    'Best of summer',
    images.slice(0, 5).map((media) => media.id),
  );
  if (!playlistId) throw new Error('The demo playlist could not be created');

  const pushes = [
    { caption: 'New summer set is out', scheduledAt: null, price: 1000, discount: 500 },
    { caption: 'Exclusive video this weekend', scheduledAt: daysAhead(now, 3), price: 1500, discount: null },
    {
      caption: 'Behind the scenes, custom price',
      scheduledAt: daysAhead(now, 10),
      price: 777,
      discount: null,
    },
  ];
  for (const [i, push] of pushes.entries()) {
    const id = await insertPush(
      db,
      creatorId,
      {
        targets: ['subscribers'],
        teaser: pick(images, i + 6),
        medias: [pick(images, i), pick(videos, i)],
        caption: push.caption,
        price: { value: push.price, currency: 'EUR' },
        discount: push.discount
          ? { price: { value: push.discount, currency: 'EUR' }, duration: 10800 }
          : null,
        scheduledAt: push.scheduledAt,
        mod: false,
        playlists: i === 0 ? [playlistId] : [],
        thirdPartyConsent: true,
      },
      now,
    );
    // The push without a date went out: its fans have it, as the API's own creation would have done.
    await deliverPush(db, id, now);
  }

  const posts = [
    { caption: 'Good morning from the beach', scheduledAt: null, isPrivate: false },
    { caption: 'Subscribers only', scheduledAt: null, isPrivate: true },
    { caption: 'Coming on Friday', scheduledAt: daysAhead(now, 4), isPrivate: true },
    { caption: 'Studio teaser', scheduledAt: daysAhead(now, 12), isPrivate: false },
  ];
  for (const [i, post] of posts.entries()) {
    await insertPost(
      db,
      creatorId,
      {
        media: i === 3 ? pick(videos, 2) : pick(images, i + 10),
        caption: post.caption,
        isPrivate: post.isPrivate,
        scheduledAt: post.scheduledAt,
        playlists: i === 0 ? [playlistId] : [],
        thirdPartyConsent: false,
      },
      now,
    );
  }
  await seedDemoCatalog(db, creatorId, now);
}

async function seedDemoCatalog(db: Kysely<Database>, creatorId: string, now: Date) {
  const consultations = await db
    .insertInto('consultations')
    .values([
      {
        creator_id: creatorId,
        title: 'Tarot reading',
        description: 'Thirty minutes on video to read your cards.',
        duration_seconds: 1800,
        price_value: 4500,
        price_currency: 'EUR',
      },
      {
        creator_id: creatorId,
        title: 'Astral chart',
        description: 'One hour to go through your birth chart.',
        duration_seconds: 3600,
        price_value: 9000,
        price_currency: 'EUR',
      },
    ])
    .returning(['id', 'duration_seconds'])
    .execute();
  const weekdays = [1, 2, 3, 4, 5];
  await replaceAvailability(
    db,
    creatorId,
    availabilityStruct.create({
      timeZone: 'Europe/Paris',
      slots: weekdays.flatMap((weekday) => [
        { weekday, start: '09:00', end: '12:00' },
        { weekday, start: '14:00', end: '18:00' },
      ]),
    }),
  );
  const fans = [
    { email: 'camille@example.com', timeZone: 'Europe/Paris' },
    { email: 'lou@example.com', timeZone: 'America/Montreal' },
    { email: 'sacha@example.com', timeZone: 'Europe/Brussels' },
    { email: 'noa@example.com', timeZone: 'Asia/Tokyo' },
  ];
  const attendees = ['Camille', 'Lou', 'Sacha', 'Noa'];
  await db
    .insertInto('bookings')
    .values(
      attendees.map((attendee_name, i) => {
        const consultation = consultations[i % consultations.length] as {
          id: string;
          duration_seconds: number;
        };
        const startsAt = new Date(now.getTime() + (2 + i * 3) * DAY_MS);
        startsAt.setUTCHours(8 + i, 0, 0, 0);
        return {
          creator_id: creatorId,
          consultation_id: consultation.id,
          starts_at: startsAt,
          ends_at: new Date(startsAt.getTime() + consultation.duration_seconds * 1000),
          attendee_name,
          attendee_email: fans[i]?.email ?? 'fan@example.com',
          attendee_time_zone: fans[i]?.timeZone ?? 'Europe/Paris',
          time_zone: 'Europe/Paris',
        };
      }),
    )
    .execute();
}
