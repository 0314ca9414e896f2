import type { CreatorClient, PostCreatePayload } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, signInDemoCreator, signInOtherCreator } from './support/clients';
import { ownedMediaId } from './support/media';

let demo: CreatorClient;
let other: CreatorClient;
let valid: PostCreatePayload;
const postCount = async () => (await demo.posts.list()).length;

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
  valid = {
    media: { id: await ownedMediaId(demo) },
    caption: 'Contract post',
    isPrivate: true,
    scheduledAt: null,
    playlists: [],
    thirdPartyConsent: false,
  };
});

describe('post lifecycle (spec 1 posts: media with a caption, private or scheduled)', () => {
  it('a created post reads back with its media, and is listed', async () => {
    const created = await demo.posts.create(valid);
    expect(created).toMatchObject({ caption: valid.caption, isPrivate: true, media: { id: valid.media.id } });
    expect(await demo.posts.get(created.id)).toEqual(created);
    expect((await demo.posts.list()).map((post) => post.id)).toContain(created.id);
  });

  it('a scheduled post keeps its date', async () => {
    const scheduledAt = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const created = await demo.posts.create({ ...valid, scheduledAt });
    expect(Date.parse(created.scheduledAt ?? '')).toBe(Date.parse(scheduledAt));
  });

  it('PATCH changes only the fields sent', async () => {
    const created = await demo.posts.create(valid);
    const updated = await demo.posts.update(created.id, { ...valid, isPrivate: false }, { from: created });
    expect(updated).toEqual({ ...created, isPrivate: false });
  });

  it('a deleted post answers 404', async () => {
    const created = await demo.posts.create(valid);
    await demo.posts.delete(created.id);
    expect((await refusal(() => demo.posts.get(created.id))).status).toBe(404);
  });
});

describe("another creator's post answers 404 and stays untouched (spec 6)", () => {
  it('read, update and delete by another creator -> 404', async () => {
    const created = await demo.posts.create(valid);
    expect((await refusal(() => other.posts.get(created.id))).status).toBe(404);
    expect((await refusal(() => other.posts.update(created.id, { caption: 'Hijacked' }))).status).toBe(404);
    expect((await refusal(() => other.posts.delete(created.id))).status).toBe(404);
    expect(await demo.posts.get(created.id)).toEqual(created);
  });

  it("a post on another creator's media is refused and creates nothing", async () => {
    const before = (await other.posts.list()).length;
    const error = await refusal(() => other.posts.create(valid));
    expect([400, 404]).toContain(error.status);
    expect((await other.posts.list()).length).toBe(before);
  });
});

describe('post validation answers 400 with the spec 5 keys and creates nothing', () => {
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
  const cases: [string, (payload: PostCreatePayload) => unknown, string, string][] = [
    ['no media', (p) => ({ ...p, media: null }), 'media', 'mandatory_field_is_empty_error'],
    [
      'caption over 1500 chars',
      (p) => ({ ...p, caption: 'x'.repeat(1501) }),
      'caption',
      'post_caption_input_limit_error',
    ],
    [
      'scheduled in the past',
      (p) => ({ ...p, scheduledAt: yesterday }),
      'scheduledAt',
      'content_upload_error_date',
    ],
    [
      'isPrivate not a boolean',
      (p) => ({ ...p, isPrivate: 'yes' }),
      'isPrivate',
      'mandatory_field_is_empty_error',
    ],
  ];

  it.each(cases)('%s -> %s: %s (spec 5 "Post form")', async (_rule, change, field, key) => {
    const before = await postCount();
    const error = await refusal(() => demo.posts.create(change(valid) as PostCreatePayload));
    expect(error).toMatchObject({ status: 400, message: 'Error while creating post' });
    expect(error.fields?.[field]).toContain(key);
    expect(await postCount()).toBe(before);
  });
});
