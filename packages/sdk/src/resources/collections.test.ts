import { describe, expect, it } from 'vitest';
import { json, thrown } from '../testing/fake-api';
import { mediaItem } from '../testing/samples';
import { createCollectionResource } from './collections';
import { requestOnFakeApi } from './testing/request-on-fake-api';

const page = (ids: string[], offset: number | undefined, total = 45) =>
  json(200, {
    data: {
      collection: { id: 'c1', name: 'Summer' },
      medias: ids.map(mediaItem),
      pagination: offset === undefined ? { items_total: total } : { offset, items_total: total },
    },
  });

describe('collections resource (spec 4 pagination, spec 7, spec 8)', () => {
  it("get('') throws 'collection id is required' before any request", async () => {
    const api = requestOnFakeApi(() => json(200, {}));
    await expect(createCollectionResource(api.request).get('')).rejects.toThrow('collection id is required');
    expect(api.calls).toHaveLength(0);
  });

  it('get() asks for perPage=20 (spec 9) and the given offset', async () => {
    const api = requestOnFakeApi(() => page(['m1'], undefined));
    const result = await createCollectionResource(api.request).get('c1', { offset: 40 });
    expect(api.calls[0]?.url.pathname).toBe('/creators/collections/c1');
    expect(Object.fromEntries(api.calls[0]?.url.searchParams ?? [])).toEqual({ perPage: '20', offset: '40' });
    expect(result.collection.name).toBe('Summer');
  });

  it('the first page is asked without an offset', async () => {
    const api = requestOnFakeApi(() => page([], undefined, 0));
    await createCollectionResource(api.request).get('c1');
    expect(api.calls[0]?.url.search).toBe('?perPage=20');
  });

  it('medias() follows the offset the server returns and stops when none is returned (spec 4)', async () => {
    const answers = [page(['m1', 'm2'], 20), page(['m3'], 40), page(['m4'], undefined)];
    const api = requestOnFakeApi(() => answers.shift() ?? json(500, {}));
    const ids: string[] = [];
    for await (const media of createCollectionResource(api.request).medias('c1')) ids.push(media.id);
    expect(ids).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(api.calls.map((call) => call.url.searchParams.get('offset'))).toEqual([null, '20', '40']);
  });

  it('medias() also stops on a null offset, and on an offset that does not move forward', async () => {
    const answers = [
      page(['m1'], 20),
      json(200, {
        data: { collection: { id: 'c1', name: 'S' }, medias: [], pagination: { offset: 20, items_total: 1 } },
      }),
    ];
    const api = requestOnFakeApi(() => answers.shift() ?? json(500, {}));
    const ids: string[] = [];
    for await (const media of createCollectionResource(api.request).medias('c1')) ids.push(media.id);
    expect(ids).toEqual(['m1']);
    expect(api.calls).toHaveLength(2);
  });

  it("a failed page throws 'Error while getting collections by id' (spec 8)", async () => {
    const api = requestOnFakeApi(() => json(404, { error: { code: 'not_found', message: 'x' } }));
    const error = await thrown(() => createCollectionResource(api.request).get('c9'));
    expect(error).toMatchObject({ message: 'Error while getting collections by id', status: 404 });
  });

  it("list() sends perPage and offset; a failure throws 'Error while getting collections' (spec 8)", async () => {
    const api = requestOnFakeApi(() =>
      json(200, {
        data: {
          collections: [{ id: 'c1', name: 'Summer', preview: null, mediaCount: 3 }],
          pagination: { items_total: 1 },
        },
      }),
    );
    const list = await createCollectionResource(api.request).list({ offset: 20, perPage: 10 });
    expect(api.calls[0]?.url.search).toBe('?perPage=10&offset=20');
    expect(list.collections).toHaveLength(1);
    const failing = requestOnFakeApi(() => json(500, {}));
    await expect(createCollectionResource(failing.request).list()).rejects.toThrow(
      'Error while getting collections',
    );
  });
});
