import type { CreatorClient } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousClient,
  clientWithToken,
  refusal,
  signInDemoCreator,
  signInOtherCreator,
} from './support/clients';
import { createCreatorAccount, passwordAccessToken } from './support/identity';
import { validPushPayload } from './support/media';
import { contractStack } from './support/stack';

let demo: CreatorClient;
let other: CreatorClient;

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
});

/** The `YYYY-MM-DD` of an instant, as the range's days (the creators here live in Europe/Paris). */
const dayOf = (instant: string, plusDays = 0) =>
  new Date(Date.parse(instant) + plusDays * 86_400_000).toISOString().slice(0, 10);

describe("GET /calendar: one call for the calendar's range", () => {
  it('a scheduled push is on the calendar, movable, with the version a move sends back', async () => {
    const push = await demo.pushes.create(await validPushPayload(demo));
    const at = push.scheduledAt ?? '';
    const calendar = await demo.calendar.range({ from: dayOf(at, -1), to: dayOf(at, 1) });
    expect(calendar.timeZone).toMatch(/\//);
    expect(calendar.entries).toContainEqual(
      expect.objectContaining({
        kind: 'push',
        id: push.id,
        startsAt: at,
        movable: true,
        version: push.version,
      }),
    );
    // Another creator's calendar of the same days never shows it.
    const theirs = await other.calendar.range({ from: dayOf(at, -1), to: dayOf(at, 1) });
    expect(theirs.entries.map((entry) => entry.id)).not.toContain(push.id);
  });

  it('a move with a stale version answers 409 and leaves the push where it was', async () => {
    const push = await demo.pushes.create(await validPushPayload(demo));
    const later = new Date(Date.parse(push.scheduledAt ?? '') + 86_400_000).toISOString();
    await demo.pushes.update(push.id, { caption: 'Changed elsewhere' });
    const error = await refusal(() =>
      demo.pushes.update(push.id, { scheduledAt: later, version: push.version }),
    );
    expect(error.status).toBe(409);
    expect((await demo.pushes.get(push.id)).scheduledAt).toBe(push.scheduledAt);
  });

  it('a range wider than 62 days or backwards -> 400 in the catalogue style', async () => {
    const wide = await refusal(() => demo.calendar.range({ from: '2026-01-01', to: '2026-06-30' }));
    expect(wide).toMatchObject({ status: 400, message: 'Error while fetching calendar' });
    const backwards = await refusal(() => demo.calendar.range({ from: '2026-06-30', to: '2026-06-01' }));
    expect(backwards.status).toBe(400);
  });
});

describe('the tools summary and the referral link (spec 3 "Referral")', () => {
  it('counts what each tool holds', async () => {
    const summary = await demo.calendar.tools();
    expect(summary.pushes.scheduled).toBeGreaterThan(0);
    expect(summary.cloud.medias).toBeGreaterThan(0);
  });

  it("a creator who signs up through another's referral link counts as one of their sign-ups", async () => {
    const mine = await demo.referral.sponsorship();
    expect(mine.userType).toBe('creator');
    // A creator new to the pool, signing up with `?creator=<id>`: their first session posts the referral (spec 7).
    const { identity } = contractStack();
    const account = {
      email: `sponsored-${Date.now()}@creators.local`,
      password: 'Sponsored#2026pass',
      name: 'Sponsored',
    };
    await createCreatorAccount(identity, account);
    const sponsored = clientWithToken(await passwordAccessToken(identity, account));
    await sponsored.referral.post({ id: mine.id, userType: 'creator' });
    expect((await demo.referral.sponsorship()).signups).toBe(mine.signups + 1);
    // Its own link is its own, counting nobody yet.
    const theirs = await sponsored.referral.sponsorship();
    expect(theirs).toMatchObject({ userType: 'creator', signups: 0 });
    expect(theirs.id).not.toBe(mine.id);
  });
});

// Last: the anonymous client shares the page's session store with the signed-in ones.
describe('without a session', () => {
  it('GET /calendar -> 401', async () => {
    const error = await refusal(() =>
      anonymousClient().calendar.range({ from: '2026-06-01', to: '2026-06-30' }),
    );
    expect(error.status).toBe(401);
  });
});
