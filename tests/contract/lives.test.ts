import { randomUUID } from 'node:crypto';
import type { CreatorClient, LiveCreatePayload } from '@mym/sdk';
import type { FanClient } from '@mym/sdk/fan';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, signInDemoCreator, signInOtherCreator } from './support/clients';
import { sendPaymentEvent, signUpFan } from './support/fans';

let demo: CreatorClient;
let other: CreatorClient;
let lea: FanClient;

/** Tomorrow at 18:00 UTC, never on the 1st (the seeded calendar closes it to publications). */
function tomorrowEvening(): string {
  const day = new Date(Date.now() + 24 * 3600 * 1000);
  day.setUTCHours(18, 0, 0, 0);
  if (day.getUTCDate() === 1) day.setUTCDate(2);
  return day.toISOString();
}

function payload(title: string): LiveCreatePayload {
  return {
    title,
    description: 'Contract live',
    teaser: null,
    startsAt: tomorrowEvening(),
    timeZone: 'Europe/Paris',
    durationMinutes: 90,
    targets: ['followers'],
    price: { value: 1200, currency: 'EUR' },
    chat: false,
  };
}

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
  ({ fan: lea } = await signUpFan(`Lea ${Date.now()}`));
  await lea.follow((await demo.creator.me()).id);
});

describe('client.lives against the real API (spec 2 "live configuration")', () => {
  it('a live is created, read, listed as upcoming, and its followers are told once', async () => {
    const title = `Contract ${randomUUID()}`;
    const live = await demo.lives.create(payload(title));
    expect(live).toMatchObject({
      title,
      state: 'scheduled',
      price: { value: 1200 },
      ticketsSold: 0,
      version: 1,
    });
    expect(await demo.lives.get(live.id)).toEqual(live);
    expect((await demo.lives.list({ when: 'upcoming' })).map((each) => each.id)).toContain(live.id);
    const told = (await lea.lives()).filter((each) => each.id === live.id);
    expect(told).toMatchObject([{ notices: ['scheduled'], hasTicket: false }]);
  });

  it('a ticket confirmed by the payment webhook is a sale of the live; cancelling refunds it', async () => {
    const live = await demo.lives.create(payload(`Tickets ${randomUUID()}`));
    const opened = await lea.openPayment({ source: 'live', id: live.id });
    const confirmed = await sendPaymentEvent({
      id: `evt_${randomUUID()}`,
      type: 'payment.confirmed',
      paymentId: opened.id,
      amount: { value: 1200, currency: 'EUR' },
      occurredAt: new Date().toISOString(),
    });
    expect(confirmed.status).toBe(200);
    expect(await demo.lives.get(live.id)).toMatchObject({
      ticketsSold: 1,
      revenue: { value: 960, currency: 'EUR' },
    });
    expect((await lea.lives()).find((each) => each.id === live.id)?.hasTicket).toBe(true);

    const stale = await refusal(() => demo.lives.cancel(live.id, { version: live.version + 5 }));
    expect(stale).toMatchObject({ status: 409, message: 'Error while cancelling live' });
    const cancelled = await demo.lives.cancel(live.id, { version: live.version });
    expect(cancelled).toMatchObject({ state: 'cancelled', ticketsSold: 0, revenue: { value: 0 } });
    expect((await lea.payment(opened.id)).state).toBe('reversed');
    const after = (await lea.lives()).find((each) => each.id === live.id);
    expect(after?.notices).toContain('cancelled');
  });

  it('an edit with a stale version answers 409; the push price rules refuse 4 €', async () => {
    const live = await demo.lives.create(payload(`Edit ${randomUUID()}`));
    const edited = await demo.lives.update(live.id, { title: 'Renamed live', version: live.version });
    expect(edited).toMatchObject({ title: 'Renamed live', version: live.version + 1 });
    const stale = await refusal(() => demo.lives.update(live.id, { title: 'Lost', version: live.version }));
    expect(stale).toMatchObject({ status: 409, message: 'Error while updating live' });
    const cheap = await refusal(() =>
      demo.lives.create({ ...payload('Cheap'), price: { value: 400, currency: 'EUR' } }),
    );
    expect(cheap.fields).toEqual({ price: ['creators_push_price_error'] });
  });

  it('another creator never reads, edits or cancels the live (404)', async () => {
    const live = await demo.lives.create(payload(`Mine ${randomUUID()}`));
    expect((await refusal(() => other.lives.get(live.id))).status).toBe(404);
    expect((await refusal(() => other.lives.cancel(live.id))).status).toBe(404);
  });

  it('without a streaming service configured the ingest settings say so and give no key', async () => {
    expect(await demo.lives.ingest()).toEqual({ configured: false, serverUrl: null, streamKey: null });
  });
});
