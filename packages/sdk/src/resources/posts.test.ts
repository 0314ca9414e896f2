import { describe, expect, it } from 'vitest';
import { json, thrown } from '../testing/fake-api';
import { postRecord } from '../testing/samples';
import { createPostResource } from './posts';
import { requestOnFakeApi } from './testing/request-on-fake-api';

describe('post resource (/posts, DESIGN wire format)', () => {
  it.each([
    ['get', (posts: ReturnType<typeof createPostResource>) => posts.get('')],
    ['update', (posts: ReturnType<typeof createPostResource>) => posts.update('', {})],
    ['delete', (posts: ReturnType<typeof createPostResource>) => posts.delete('')],
  ])("%s('') throws 'ID is required' before any request (spec 8)", async (_name, call) => {
    const api = requestOnFakeApi(() => json(200, { data: postRecord }));
    await expect(call(createPostResource(api.request))).rejects.toThrow('ID is required');
    expect(api.calls).toHaveLength(0);
  });

  it('create() POSTs the payload and answers the stored post; list() answers data.posts', async () => {
    const api = requestOnFakeApi((call) =>
      call.method === 'POST' ? json(201, { data: postRecord }) : json(200, { data: { posts: [postRecord] } }),
    );
    const posts = createPostResource(api.request);
    const { id, createdAt, media, ...rest } = postRecord;
    expect(await posts.create({ ...rest, media: { id: media.id } })).toEqual(postRecord);
    expect(await posts.list()).toEqual([postRecord]);
    expect(api.calls[0]?.body).toMatchObject({ media: { id: 'm1' }, caption: 'Hello' });
  });

  it('update() with the post as loaded sends only the changed fields', async () => {
    const api = requestOnFakeApi(() => json(200, { data: postRecord }));
    await createPostResource(api.request).update(
      'po1',
      { caption: 'Hello', isPrivate: false, media: { id: 'm1' } },
      { from: postRecord },
    );
    expect(api.calls[0]).toMatchObject({ method: 'PATCH', body: { isPrivate: false } });
  });

  it('each failure throws its catalogue message with the status and field keys', async () => {
    const api = requestOnFakeApi(() =>
      json(400, {
        error: {
          code: 'validation_failed',
          message: 'x',
          fields: { caption: ['post_caption_input_limit_error'] },
        },
      }),
    );
    const posts = createPostResource(api.request);
    const { id, createdAt, media, ...rest } = postRecord;
    expect(await thrown(() => posts.create({ ...rest, media: { id: 'm1' } }))).toMatchObject({
      message: 'Error while creating post',
      status: 400,
      fields: { caption: ['post_caption_input_limit_error'] },
    });
    expect((await thrown(() => posts.list())).message).toBe('Error while fetching post list');
    expect((await thrown(() => posts.get('po1'))).message).toBe('Error while fetching post by id');
    expect((await thrown(() => posts.update('po1', {}))).message).toBe('Error while updating post');
    expect((await thrown(() => posts.delete('po1'))).message).toBe('Error while deleting post');
  });
});
