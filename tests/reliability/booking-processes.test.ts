import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenForge } from '../../server/src/testing/token-forge';
import { type LocalPostgres, startLocalPostgres } from '../contract/support/postgres';
import { type ApiProcess, serveJwks, startApiProcess } from './support/api-process';

const PORTS = { first: 4412, second: 4413, postgres: 5755 } as const;
const REDIRECT_URI = 'http://localhost:4321/app/catalog/calendar/oauthcallback';
const ATTEMPTS = 50;

let postgres: LocalPostgres;
let jwks: Awaited<ReturnType<typeof serveJwks>>;
const dataDirs: string[] = [];
const apis: ApiProcess[] = [];
let bearer: string;

async function startOn(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'creators-booking-'));
  dataDirs.push(dataDir);
  const api = await startApiProcess({
    port,
    dataDir,
    databaseUrl: postgres.url,
    identity: jwks,
    // The 50 fans all come from this test's address: the limits are proven in public-booking-abuse.test.ts.
    env: {
      CALENDAR_DEV_PROVIDER: '1',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      BOOKING_ATTEMPTS_PER_ADDRESS_PER_HOUR: '100000',
      BOOKING_ATTEMPTS_PER_CREATOR_PER_HOUR: '100000',
    },
  });
  apis.push(api);
  return api;
}

async function api(base: string, method: string, path: string, body?: unknown, authorized = true) {
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(authorized ? { authorization: bearer } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response;
}

beforeAll(async () => {
  const forge = await createTokenForge();
  jwks = await serveJwks(forge.jwks);
  postgres = await startLocalPostgres({ port: PORTS.postgres, database: 'creators_booking' });
  bearer = `Bearer ${await forge.sign({ sub: 'sub-booker' }, { issuer: jwks.issuer, expiresIn: '2h' })}`;
}, 120_000);
afterAll(async () => {
  for (const process of apis) await process.kill();
  await postgres?.stop();
  await jwks?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('no double booking across two API processes on one PostgreSQL', () => {
  it(`${ATTEMPTS} fans racing for one slot through two processes get exactly one booking`, async () => {
    const first = await startOn(PORTS.first);
    const second = await startOn(PORTS.second);
    // The creator's catalog, set up through the first process.
    const asked = new URLSearchParams({ provider: 'local', redirect_uri: REDIRECT_URI });
    const { url } = (await (await api(first.url, 'GET', `/bookings/calendars/connect?${asked}`)).json()).data;
    const consent = await fetch(url, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code');
    expect(
      (
        await api(first.url, 'POST', '/bookings/calendars/connect', {
          code,
          provider: 'local',
          redirect_uri: REDIRECT_URI,
        })
      ).status,
    ).toBe(200);
    const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
    await api(first.url, 'PUT', '/bookings/availability', {
      timeZone: 'America/New_York',
      slots: week,
      minimumNoticeMinutes: 0,
    });
    const consultation = await (
      await api(first.url, 'POST', '/bookings/consultations', {
        title: 'Reading',
        description: '',
        duration: 2700,
        price: { value: 0, currency: 'EUR' },
      })
    ).json();
    const id = consultation.data.id as string;
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 4 * 86_400_000).toISOString();
    const slotsQuery = new URLSearchParams({ from, to, timeZone: 'Asia/Kathmandu' });
    const { slots } = (
      await (
        await api(second.url, 'GET', `/public/consultations/${id}/slots?${slotsQuery}`, undefined, false)
      ).json()
    ).data;
    const start = slots[2].start as string;

    const attempts = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        api(
          i % 2 ? second.url : first.url,
          'POST',
          `/public/consultations/${id}/bookings`,
          {
            start,
            name: `Fan ${i}`,
            email: `fan${i}@example.com`,
            timeZone: 'Asia/Kathmandu',
          },
          false,
        ),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status);
    const outcome = {
      booked: statuses.filter((s) => s === 201).length,
      refused: statuses.filter((s) => s === 409).length,
    };
    console.log(`booking race across two processes: ${JSON.stringify(outcome)}`);
    expect(outcome).toEqual({ booked: 1, refused: ATTEMPTS - 1 });
    const day = await (
      await api(first.url, 'GET', `/bookings/search?date=${start.slice(0, 10)}&timeZone=UTC`)
    ).json();
    expect(
      day.data.bookings.filter((booking: { startsAt: string }) => booking.startsAt === start),
    ).toHaveLength(1);
  }, 120_000);
});
