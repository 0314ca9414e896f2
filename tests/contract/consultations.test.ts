import type { ConsultationCreatePayload, CreatorClient } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { keysUnder, refusal, signInDemoCreator, signInOtherCreator } from './support/clients';

let demo: CreatorClient;
let other: CreatorClient;
const valid: ConsultationCreatePayload = {
  title: 'Birth chart reading',
  description: 'Forty-five minutes on your chart',
  duration: 2700,
  price: { value: 4500, currency: 'EUR' },
};
const consultationCount = async () => (await demo.bookings.consultations.list()).length;

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
});

describe('consultations of the catalog (spec 1, spec 2 /catalog/consultations)', () => {
  it('a created consultation reads back with its price in minor units, and is listed', async () => {
    const created = await demo.bookings.consultations.create(valid);
    expect(created).toMatchObject(valid);
    expect(await demo.bookings.consultations.get(created.id)).toEqual(created);
    expect((await demo.bookings.consultations.list()).map((c) => c.id)).toContain(created.id);
  });

  it('PATCH changes only the fields sent', async () => {
    const created = await demo.bookings.consultations.create(valid);
    expect(await demo.bookings.consultations.update(created.id, { title: 'Tarot' })).toEqual({
      ...created,
      title: 'Tarot',
    });
  });

  it('a deleted consultation answers 404', async () => {
    const created = await demo.bookings.consultations.create(valid);
    await demo.bookings.consultations.delete(created.id);
    expect((await refusal(() => demo.bookings.consultations.get(created.id))).status).toBe(404);
  });

  it("another creator's consultation answers 404 to read, update and delete, and stays untouched (spec 6)", async () => {
    const created = await demo.bookings.consultations.create(valid);
    expect((await refusal(() => other.bookings.consultations.get(created.id))).status).toBe(404);
    expect(
      (await refusal(() => other.bookings.consultations.update(created.id, { title: 'x' }))).status,
    ).toBe(404);
    expect((await refusal(() => other.bookings.consultations.delete(created.id))).status).toBe(404);
    expect(await demo.bookings.consultations.get(created.id)).toEqual(created);
  });

  const invalid: [string, Partial<Record<keyof ConsultationCreatePayload, unknown>>, string][] = [
    ['an empty title', { title: '' }, 'title'],
    ['a duration of 0', { duration: 0 }, 'duration'],
    ['a price that is no amount', { price: { value: -1, currency: 'EUR' } }, 'price'],
  ];
  it.each(invalid)(
    '%s -> 400 %s: mandatory_field_is_empty_error, nothing created (spec 5 "Generic")',
    async (_rule, change, field) => {
      const before = await consultationCount();
      const error = await refusal(() =>
        demo.bookings.consultations.create({ ...valid, ...change } as ConsultationCreatePayload),
      );
      expect(error).toMatchObject({ status: 400, message: 'Error while creating consultation' });
      expect(keysUnder(error, field)).toContain('mandatory_field_is_empty_error');
      expect(await consultationCount()).toBe(before);
    },
  );
});
