/**
 * Live events at scale: two API processes on one PostgreSQL (LISTEN/NOTIFY between
 * them, as `tests/reliability/event-processes.test.ts` proves); a fan's message written through the second process
 * timed until it reaches the creator's `/events` stream open on the first (from the POST's start, so the write is
 * included), then the first process's resident memory with 2,000 more streams open. `tsx tests/bench/live-events.ts`
 * runs it alone.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createTokenForge, TEST_FAN_CLIENT_ID } from '../../server/src/testing/token-forge';
import { startLocalPostgres } from '../contract/support/postgres';
import { type ApiProcess, serveJwks, startApiProcess } from '../reliability/support/api-process';
import type { BenchRow } from './bench-table';

const PORTS = { first: 4770, second: 4771, postgres: 5797 } as const;
const MESSAGES = 100;
export const STREAMS = 2_000;
/** Streams opened at once while filling the process. */
const OPENING_BATCH = 100;

/** The resident memory of a process on this machine, from /proc (Linux). */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? Number.NaN) / 1024;
}

/** An open `/events` stream: resolves once the server wrote its first line, so the stream is subscribed. */
function openStream(base: string, token: string, onData?: (chunk: string) => void): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/events`, { agent: false, headers: { authorization: `Bearer ${token}` } });
    req.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`/events answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.once('data', () => resolve(response));
      if (onData) response.on('data', onData);
    });
    req.on('error', reject);
    req.end();
  });
}

async function call(base: string, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()).data;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function liveEventRows(): Promise<BenchRow[]> {
  const forge = await createTokenForge();
  const jwks = await serveJwks(forge.jwks);
  const postgres = await startLocalPostgres({ port: PORTS.postgres, database: 'creators_bench_events' });
  const dataDirs: string[] = [];
  const apis: ApiProcess[] = [];
  const streams: IncomingMessage[] = [];
  try {
    const startOn = async (port: number) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'creators-bench-events-'));
      dataDirs.push(dataDir);
      const api = await startApiProcess({
        port,
        dataDir,
        databaseUrl: postgres.url,
        identity: jwks,
        env: { IDENTITY_FAN_CLIENT_IDS: TEST_FAN_CLIENT_ID, API_RESPONSE_CHECKS: 'off' },
      });
      apis.push(api);
      return api;
    };
    const first = await startOn(PORTS.first);
    const second = await startOn(PORTS.second);
    const creatorToken = await forge.sign(
      { sub: 'sub-bench-streamer' },
      { issuer: jwks.issuer, expiresIn: '2h' },
    );
    const fanToken = await forge.sign(
      { sub: 'sub-bench-writer', client_id: TEST_FAN_CLIENT_ID },
      { issuer: jwks.issuer, expiresIn: '2h' },
    );
    const creator = await call(first.url, 'GET', '/creators/me', creatorToken);
    await call(second.url, 'PUT', `/fan/creators/${creator.id}/follow`, fanToken);

    // When each message id was heard on the stream.
    const heard = new Map<string, number>();
    let buffer = '';
    const stream = await openStream(first.url, creatorToken, (chunk) => {
      buffer += chunk;
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        const messageId = data ? (JSON.parse(data.slice(6)) as { messageId?: string }).messageId : undefined;
        if (messageId) heard.set(messageId, performance.now());
      }
    });
    streams.push(stream);
    const latencies: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const start = performance.now();
      const message = await call(second.url, 'POST', `/fan/creators/${creator.id}/messages`, fanToken, {
        text: `bench ${i}`,
      });
      for (let waited = 0; !heard.has(message.id) && waited < 5_000; waited += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      latencies.push((heard.get(message.id) ?? Number.POSITIVE_INFINITY) - start);
    }
    latencies.sort((a, b) => a - b);

    const pid = first.child.pid ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = residentMb(pid);
    for (let opened = 0; opened < STREAMS; opened += OPENING_BATCH) {
      streams.push(
        ...(await Promise.all(
          Array.from({ length: OPENING_BATCH }, () => openStream(first.url, creatorToken)),
        )),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = residentMb(pid);
    return [
      {
        section: 'Live events on PostgreSQL',
        name: "a fan's message through one API process to the creator's /events stream on another, p99",
        value: percentile(latencies, 99),
        unit: 'ms',
        limit: 1_000,
        kind: 'goal',
        note: `p50 ${percentile(latencies, 50).toFixed(1)} ms over ${MESSAGES} messages sent one after another, the POST included`,
      },
      {
        section: 'Live events on PostgreSQL',
        name: `API process memory with ${STREAMS.toLocaleString('en-US')} more /events streams open`,
        value: after - before,
        unit: 'MB',
        limit: 100,
        kind: 'goal',
        note: `RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (the API run through tsx)`,
      },
    ];
  } finally {
    for (const stream of streams) stream.destroy();
    for (const api of apis) await api.kill();
    await postgres.stop();
    await jwks.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { renderTable } = await import('./bench-table');
  console.log(renderTable(await liveEventRows()));
}
