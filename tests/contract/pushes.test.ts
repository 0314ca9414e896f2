import type { CreatorClient, PushCreatePayload } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, signInDemoCreator, signInOtherCreator } from './support/clients';
import { validPushPayload } from './support/media';

let demo: CreatorClient;
let other: CreatorClient;
let valid: PushCreatePayload;
const pushCount = async () => (await demo.pushes.list()).length;

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
  valid = await validPushPayload(demo);
});

describe('push reference data (spec 3 "Responses", spec 7)', () => {
  it('GET /pushes/prices answers data.ranges, values in minor units', async () => {
    const ranges = await demo.pushes.prices();
    expect(ranges.length).toBeGreaterThan(0);
    for (const range of ranges) expect(Number.isInteger(range.value)).toBe(true);
  });

  it('GET /pushes/discount-durations offers nothing shorter than 10800 s (spec 5, 9)', async () => {
    const durations = await demo.pushes.discountDurations();
    expect(durations.length).toBeGreaterThan(0);
    for (const duration of durations) expect(duration.value).toBeGreaterThanOrEqual(10_800);
  });

  it('GET /pushes/calendar and /pushes/calendar/restrictions answer calendar days', async () => {
    const [dates, restrictions] = await Promise.all([
      demo.pushes.calendar(),
      demo.pushes.calendarRestrictions(),
    ]);
    for (const day of [...dates, ...restrictions]) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('push lifecycle: created, listed, read, updated, deleted (spec 4 "Push")', () => {
  it('a created push reads back with amounts in minor units and its discount (spec 3 "Server push record")', async () => {
    const created = await demo.pushes.create(valid);
    expect(created).toMatchObject({ caption: valid.caption, price: valid.price, discount: valid.discount });
    expect(await demo.pushes.get(created.id)).toEqual(created);
    expect((await demo.pushes.list()).map((push) => push.id)).toContain(created.id);
  });

  it('a scheduled push keeps its date (spec 4: scheduling by scheduledAt)', async () => {
    // A week ahead at noon UTC (the same day in the creator's zone), never the 1st: the seeded calendar takes no
    // pushes that day (server/src/seed/reference-days.ts), so on the 24th of a 30-day month +7 days was refused.
    const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    inAWeek.setUTCHours(12, 0, 0, 0);
    if (inAWeek.getUTCDate() === 1) inAWeek.setUTCDate(2);
    const scheduledAt = inAWeek.toISOString();
    const created = await demo.pushes.create({ ...valid, scheduledAt });
    expect(Date.parse((await demo.pushes.get(created.id)).scheduledAt ?? '')).toBe(Date.parse(scheduledAt));
    expect((await demo.pushes.list({ status: 'scheduled' })).map((push) => push.id)).toContain(created.id);
    expect((await demo.pushes.list({ status: 'published' })).map((push) => push.id)).not.toContain(
      created.id,
    );
  });

  it('PATCH changes only the fields sent (spec 7 "changed params")', async () => {
    const created = await demo.pushes.create(valid);
    const updated = await demo.pushes.update(created.id, { ...valid, caption: 'Edited' }, { from: created });
    expect(updated).toEqual({ ...created, caption: 'Edited', version: created.version + 1 });
    expect(await demo.pushes.get(created.id)).toEqual(updated);
  });

  it('PATCH with discount null removes the discount', async () => {
    const created = await demo.pushes.create(valid);
    expect((await demo.pushes.update(created.id, { discount: null })).discount).toBeNull();
  });

  it('a deleted push is gone: reading it answers 404', async () => {
    const created = await demo.pushes.create(valid);
    await demo.pushes.delete(created.id);
    expect((await refusal(() => demo.pushes.get(created.id))).status).toBe(404);
    expect((await demo.pushes.list()).map((push) => push.id)).not.toContain(created.id);
  });
});

describe("another creator's push answers 404 and stays untouched (DESIGN wire format, spec 6)", () => {
  it('read, update and delete by another creator -> 404 with the catalogue messages (spec 8)', async () => {
    const created = await demo.pushes.create(valid);
    expect(await refusal(() => other.pushes.get(created.id))).toMatchObject({
      status: 404,
      message: 'Error while fetching push by id',
    });
    expect(await refusal(() => other.pushes.update(created.id, { caption: 'Hijacked' }))).toMatchObject({
      status: 404,
      message: 'Error while updating push',
    });
    expect(await refusal(() => other.pushes.delete(created.id))).toMatchObject({
      status: 404,
      message: 'Error while deleting push',
    });
    expect(await demo.pushes.get(created.id)).toEqual(created);
    expect((await other.pushes.list()).map((push) => push.id)).not.toContain(created.id);
  });
});

describe('push validation answers 400 with the spec 5 keys and creates nothing', () => {
  const cases: [string, (payload: PushCreatePayload) => PushCreatePayload, string, string][] = [
    ['no target', (p) => ({ ...p, targets: [] }), 'targets', 'mandatory_field_is_empty_error'],
    ['no media', (p) => ({ ...p, medias: [] }), 'medias', 'mandatory_field_is_empty_error'],
    ['empty caption', (p) => ({ ...p, caption: '' }), 'caption', 'mandatory_field_is_empty_error'],
    [
      'caption over 1500 chars',
      (p) => ({ ...p, caption: 'x'.repeat(1501) }),
      'caption',
      'push_caption_input_limit_error',
    ],
    [
      'discount of 0',
      (p) => ({ ...p, discount: { price: { value: 0, currency: 'EUR' }, duration: 10_800 } }),
      'discount.price',
      'creators_push_promotion_amount_errorprice_missing',
    ],
    [
      'discount above the price',
      (p) => ({
        ...p,
        discount: { price: { value: p.price.value + 100, currency: 'EUR' }, duration: 10_800 },
      }),
      'discount.price',
      'creators_push_promotion_amount_error',
    ],
    [
      'discount shorter than 10800 s',
      (p) => ({ ...p, discount: { price: { value: 100, currency: 'EUR' }, duration: 10_799 } }),
      'discount.duration',
      'push_configuration_discount_required_error',
    ],
  ];

  it.each(cases)('%s -> %s: %s (spec 5 "Push form")', async (_rule, change, field, key) => {
    const before = await pushCount();
    const error = await refusal(() => demo.pushes.create(change(valid)));
    expect(error).toMatchObject({ status: 400, message: 'Error while creating push' });
    expect(error.fields?.[field]).toContain(key);
    expect(await pushCount()).toBe(before);
  });

  it('a custom price above 1000 EUR -> creators_push_price_error (spec 5)', async () => {
    const before = await pushCount();
    const error = await refusal(() =>
      demo.pushes.create({ ...valid, price: { value: 100_001, currency: 'EUR' }, discount: null }),
    );
    expect(error.status).toBe(400);
    expect(Object.values(error.fields ?? {}).flat()).toContain('creators_push_price_error');
    expect(await pushCount()).toBe(before);
  });

  it('a custom price under 5 EUR that is no preset -> creators_push_price_error (spec 5)', async () => {
    const ranges = (await demo.pushes.prices()).map((range) => range.value);
    const value = [1, 2, 3, 4, 399, 499].find((candidate) => !ranges.includes(candidate)) ?? 1;
    const error = await refusal(() =>
      demo.pushes.create({ ...valid, price: { value, currency: 'EUR' }, discount: null }),
    );
    expect(error.status).toBe(400);
    expect(Object.values(error.fields ?? {}).flat()).toContain('creators_push_price_error');
  });

  // PGlite serialises every query, so the race shows on the PostgreSQL run of this suite (it fails there
  // without the row lock of the PATCH route).
  it('two concurrent PATCHes of different fields both stay stored', async () => {
    for (let round = 0; round < 5; round += 1) {
      const created = await demo.pushes.create(valid);
      await Promise.all([
        demo.pushes.update(created.id, { caption: `Caption ${round}` }),
        demo.pushes.update(created.id, { mod: !created.mod }),
      ]);
      expect(await demo.pushes.get(created.id)).toMatchObject({
        caption: `Caption ${round}`,
        mod: !created.mod,
      });
    }
  });

  it('a PATCH breaking a rule -> 400 with the key and the push unchanged', async () => {
    const created = await demo.pushes.create(valid);
    const error = await refusal(() => demo.pushes.update(created.id, { caption: 'x'.repeat(1501) }));
    expect(error).toMatchObject({ status: 400, message: 'Error while updating push' });
    expect(error.fields?.caption).toContain('push_caption_input_limit_error');
    expect(await demo.pushes.get(created.id)).toEqual(created);
  });
});

describe('audiences, idempotency and versions through the SDK', () => {
  it('client.pushes.recipients() counts a fan in two chosen audiences once, the number the saved push shows', async () => {
    const targets = await demo.pushes.targets();
    const count = (id: string) => targets.find((target) => target.id === id)?.recipients ?? 0;
    const both = await demo.pushes.recipients(['subscribers', 'buyers']);
    expect(both).toBeGreaterThanOrEqual(Math.max(count('subscribers'), count('buyers')));
    // The seed has subscribers who also bought: the sum of the two audiences counts them twice.
    expect(both).toBeLessThan(count('subscribers') + count('buyers'));
    expect(await demo.pushes.recipients(['subscribers'])).toBe(count('subscribers'));
    expect(await demo.pushes.recipients([])).toBe(0);
    const scheduled = await demo.pushes.create({ ...valid, targets: ['subscribers', 'buyers'] });
    expect(scheduled.recipients).toBe(both);
    await demo.pushes.delete(scheduled.id);
  });

  it('an unknown audience -> 400 with the targets field, never a count', async () => {
    const error = await refusal(() => demo.pushes.recipients(['subscribers', 'everyone']));
    expect(error).toMatchObject({ status: 400, fields: { targets: ['mandatory_field_is_empty_error'] } });
  });

  it('client.pushes.targets() answers every audience with a live count', async () => {
    const targets = await demo.pushes.targets();
    expect(targets.map((target) => target.id)).toEqual([
      'subscribers',
      'followers',
      'expired_subscribers',
      'buyers',
    ]);
    for (const target of targets) expect(target.recipients).toBeGreaterThan(0);
  });

  it('create with one idempotency key twice answers the same push and stores one', async () => {
    const before = await pushCount();
    const caption = `Idempotent ${Date.now()}`;
    const first = await demo.pushes.create(
      { ...valid, caption },
      { idempotencyKey: `contract-${caption.replace(/\s/g, '-')}` },
    );
    const again = await demo.pushes.create(
      { ...valid, caption },
      { idempotencyKey: `contract-${caption.replace(/\s/g, '-')}` },
    );
    expect(again.id).toBe(first.id);
    expect(await pushCount()).toBe(before + 1);
  });

  it('an edit from a stale read answers 409 with the update message, and the other edit stays', async () => {
    const created = await demo.pushes.create(valid);
    await demo.pushes.update(created.id, { caption: 'Second tab' }, { from: created });
    const error = await refusal(() =>
      demo.pushes.update(created.id, { caption: 'First tab' }, { from: created }),
    );
    expect(error).toMatchObject({ status: 409, code: 'push_changed', message: 'Error while updating push' });
    expect((await demo.pushes.get(created.id)).caption).toBe('Second tab');
  });

  it('a push sent at once reaches its audience and can no longer change (409)', async () => {
    const sent = await demo.pushes.create({ ...valid, scheduledAt: null });
    expect(sent.state).toBe('sent');
    expect(sent.recipients).toBeGreaterThan(0);
    expect(await refusal(() => demo.pushes.delete(sent.id))).toMatchObject({
      status: 409,
      code: 'push_not_editable',
    });
  });
});
