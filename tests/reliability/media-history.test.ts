import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/database';
import { insertPost } from '../../server/src/db/posts';
import type { Database } from '../../server/src/db/schema';
import { createDiskStore } from '../../server/src/media/disk-store';
import { deleteCollection, MediaInUseError } from '../../server/src/services/cloud-changes';
import { type LocalPostgres, startLocalPostgres } from '../contract/support/postgres';

/** Beside the other reliability ports (44xx, 57xx), shifted like the contract stack's. */
const POSTGRES_PORT = 5761 + Number(process.env.CONTRACT_PORT_OFFSET ?? 0);

let postgres: LocalPostgres;
let db: Kysely<Database>;
const folder = mkdtempSync(join(tmpdir(), 'creators-media-history-'));
const store = createDiskStore({ mediaDir: join(folder, 'media'), uploadDir: join(folder, 'uploads') });

beforeAll(async () => {
  postgres = await startLocalPostgres({ port: POSTGRES_PORT, database: 'creators_media_history' });
  db = await openDatabase({ databaseUrl: postgres.url });
});
afterAll(async () => {
  await db?.destroy();
  await postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** A creator with one collection holding one media. */
async function cloud(sub: string) {
  const creator = await db
    .insertInto('creators')
    .values({ sub, username: sub, email: null, display_name: null, bio: null, avatar_url: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const collection = await db
    .insertInto('collections')
    .values({ creator_id: creator.id, name: 'Summer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const media = await db
    .insertInto('medias')
    .values({
      creator_id: creator.id,
      collection_id: collection.id,
      mime_type: 'image/png',
      file_name: 'photo.png',
      size_bytes: 100,
      storage_key: null,
      price_value: null,
      price_currency: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { creatorId: creator.id, collectionId: collection.id, mediaId: media.id };
}

const postWith = (mediaId: string) => ({
  media: { id: mediaId },
  caption: 'Sunset',
  isPrivate: false,
  scheduledAt: null,
  playlists: [],
  thirdPartyConsent: false,
});

const settle = () => new Promise((done) => setTimeout(done, 300));

describe('nothing erases history: a collection deleted while a post is created with one of its medias', () => {
  it('the post being written first: the delete waits, then refuses (media_in_use); the post and its media stay', async () => {
    const { creatorId, collectionId, mediaId } = await cloud('sub-post-first');
    const writing = await db.startTransaction().execute();
    const postId = await insertPost(writing, creatorId, postWith(mediaId), new Date());
    const deleting = deleteCollection(db, store, { creatorId, id: collectionId }).then(
      () => 'deleted',
      (error: unknown) => error,
    );
    await settle();
    await writing.commit().execute();
    expect(await deleting).toBeInstanceOf(MediaInUseError);
    expect(
      await db.selectFrom('posts').select('id').where('id', '=', postId).executeTakeFirst(),
    ).toBeDefined();
    expect(
      await db.selectFrom('medias').select('id').where('id', '=', mediaId).executeTakeFirst(),
    ).toBeDefined();
  });

  it('the delete first: the post waits, then is refused with the media field error, never a 500', async () => {
    const { creatorId, collectionId, mediaId } = await cloud('sub-delete-first');
    const deletingTrx = await db.startTransaction().execute();
    expect(await deleteCollection(deletingTrx, store, { creatorId, id: collectionId })).toBe(true);
    const writing = insertPost(db, creatorId, postWith(mediaId), new Date()).then(
      () => 'created',
      (error: unknown) => error,
    );
    await settle();
    await deletingTrx.commit().execute();
    expect(await writing).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { media: ['mandatory_field_is_empty_error'] },
    });
    const posts = await db.selectFrom('posts').select('id').where('creator_id', '=', creatorId).execute();
    expect(posts).toHaveLength(0);
  });
});
