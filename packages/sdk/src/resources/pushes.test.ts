import { describe, expect, it } from 'vitest';
import { json, thrown } from '../testing/fake-api';
import { pushRecord } from '../testing/samples';
import { createPushResource } from './pushes';
import { requestOnFakeApi } from './testing/request-on-fake-api';

const failing = () =>
  requestOnFakeApi(() => json(500, { error: { code: 'internal_error', message: 'down' } }));

describe('push resource guards (spec 8)', () => {
  const api = requestOnFakeApi(() => json(200, { data: pushRecord }));
  const pushes = createPushResource(api.request);

  it.each([
    ['get', () => pushes.get('')],
    ['update', () => pushes.update('', { caption: 'x' })],
    ['delete', () => pushes.delete('')],
  ])("%s('') throws 'ID is required' before any request", async (_name, call) => {
    await expect(call()).rejects.toThrow('ID is required');
    expect(api.calls).toHaveLength(0);
  });
});

describe('push resource calls (spec 7) and their catalogue messages (spec 8)', () => {
  it('create() POSTs the payload in minor units and answers the stored push', async () => {
    const api = requestOnFakeApi(() => json(201, { data: pushRecord }));
    const { id, createdAt, ...rest } = pushRecord;
    const payload = { ...rest, medias: [{ id: 'm1' }] };
    expect(await createPushResource(api.request).create(payload)).toEqual(pushRecord);
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: payload });
    expect(api.calls[0]?.url.pathname).toBe('/pushes');
  });

  it('update() with the push as loaded sends only the changed fields (spec 7 "changed params")', async () => {
    const api = requestOnFakeApi(() => json(200, { data: pushRecord }));
    await createPushResource(api.request).update(
      'p1',
      { caption: 'Edited', medias: [{ id: 'm1' }], price: { value: 999, currency: 'EUR' } },
      { from: pushRecord },
    );
    expect(api.calls[0]).toMatchObject({ method: 'PATCH', body: { caption: 'Edited' } });
    expect(api.calls[0]?.url.pathname).toBe('/pushes/p1');
  });

  it('update() without the loaded push sends the changes as given', async () => {
    const api = requestOnFakeApi(() => json(200, { data: pushRecord }));
    await createPushResource(api.request).update('p1', { mod: true, discount: null });
    expect(api.calls[0]?.body).toEqual({ mod: true, discount: null });
  });

  it('ids are sent as one path segment', async () => {
    const api = requestOnFakeApi(() => json(200, { data: pushRecord }));
    await createPushResource(api.request).get('a/b');
    expect(api.calls[0]?.url.pathname).toBe('/pushes/a%2Fb');
  });

  it('list() answers the pushes; delete() accepts 204 No Content', async () => {
    const api = requestOnFakeApi((call) =>
      call.method === 'DELETE' ? { status: 204 } : json(200, { data: { pushes: [pushRecord] } }),
    );
    const pushes = createPushResource(api.request);
    expect(await pushes.list()).toEqual([pushRecord]);
    await expect(pushes.delete('p1')).resolves.toBeUndefined();
    expect(api.calls[1]).toMatchObject({ method: 'DELETE' });
  });

  it('list() asks for one publication status when given, and for all without', async () => {
    const api = requestOnFakeApi(() => json(200, { data: { pushes: [] } }));
    const pushes = createPushResource(api.request);
    await pushes.list({ status: 'scheduled' });
    await pushes.list();
    expect(api.calls.map((call) => call.url.search)).toEqual(['?status=scheduled', '']);
  });

  it('prices() answers data.ranges; calendar reads answer their dates (spec 3 "Responses")', async () => {
    const api = requestOnFakeApi((call) => {
      if (call.url.pathname === '/pushes/prices') return json(200, { data: { ranges: [{ value: 500 }] } });
      if (call.url.pathname === '/pushes/discount-durations')
        return json(200, { data: { durations: [{ value: 10800 }] } });
      return json(200, { data: { dates: ['2030-06-20'] } });
    });
    const pushes = createPushResource(api.request);
    expect(await pushes.prices()).toEqual([{ value: 500 }]);
    expect(await pushes.discountDurations()).toEqual([{ value: 10800 }]);
    expect(await pushes.calendar()).toEqual(['2030-06-20']);
    expect(await pushes.calendarRestrictions()).toEqual(['2030-06-20']);
    expect(api.calls.map((call) => call.url.pathname)).toEqual([
      '/pushes/prices',
      '/pushes/discount-durations',
      '/pushes/calendar',
      '/pushes/calendar/restrictions',
    ]);
  });

  it.each([
    ['create', 'Error while creating push'],
    ['list', 'Error while fetching push list'],
    ['get', 'Error while fetching push by id'],
    ['update', 'Error while updating push'],
    ['delete', 'Error while deleting push'],
    ['calendar', 'Error while fetching push calendar dates'],
    ['calendarRestrictions', 'Error while fetching push calendar restrictions'],
    ['prices', 'Error while fetching push prices'],
    ['discountDurations', 'Error while fetching push discount durations'],
  ] as const)("a failed %s() throws '%s' with the status (spec 8)", async (method, message) => {
    const pushes = createPushResource(failing().request) as unknown as Record<
      string,
      (...args: unknown[]) => Promise<unknown>
    >;
    const error = await thrown(() => pushes[method]!('p1', {}));
    expect(error).toMatchObject({ message, status: 500, code: 'internal_error' });
  });

  it('a 400 carries the spec keys of each field in error.fields (spec 5)', async () => {
    const api = requestOnFakeApi(() =>
      json(400, {
        error: {
          code: 'validation_failed',
          message: 'x',
          fields: { caption: ['push_caption_input_limit_error'] },
        },
      }),
    );
    const { id, createdAt, ...payload } = pushRecord;
    const error = await thrown(() => createPushResource(api.request).create(payload));
    expect(error.fields).toEqual({ caption: ['push_caption_input_limit_error'] });
  });
});
