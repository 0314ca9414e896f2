import autocannon from 'autocannon';
import Fastify from 'fastify';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import type { LocalIdentity } from '../../server/src/identity/local/start';
import { passwordAccessToken } from '../identity-token';
import type { BenchRow } from './bench-table';

/** The goals: read endpoints at 10 % of a bare Fastify on PostgreSQL, 5 % on the embedded database. */
export const THROUGHPUT_GOALS = { PostgreSQL: 0.1, PGlite: 0.05 } as const;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** A bare Fastify hello-world on this machine, in this run: what every API figure is a ratio of. */
export async function helloWorldLoad(): Promise<Load> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load(url);
  } finally {
    await app.close();
  }
}

/** The hello-world's row, printed above the part (`PGlite`, `PostgreSQL`) whose ratios are of it. */
export function referenceRow(part: string, hello: Load): BenchRow {
  return {
    section: 'API',
    name: `bare Fastify hello-world (the reference), ${part} part`,
    value: Math.round(hello.requestsPerSecond),
    unit: 'req/s',
    kind: 'info',
    note: `p50 ${hello.p50} ms, p99 ${hello.p99} ms`,
  };
}

/** Throughput of the list and read endpoints as ratios of the hello-world, with p50/p99. */
export async function apiThroughput(
  database: keyof typeof THROUGHPUT_GOALS,
  apiUrl: string,
  identity: LocalIdentity,
  hello: Load,
): Promise<BenchRow[]> {
  const token = await passwordAccessToken(identity, DEMO_CREATOR.email, DEMO_CREATOR.password);
  const headers = { authorization: `Bearer ${token}` };
  const me = await fetch(`${apiUrl}/creators/me`, { headers });
  if (!me.ok) throw new Error(`GET /creators/me answered ${me.status}`);
  const collections = (await (await fetch(`${apiUrl}/creators/collections`, { headers })).json()) as {
    data: { collections: { id: string }[] };
  };
  const collectionId = collections.data.collections[0]?.id;
  const today = new Date().toISOString().slice(0, 10);
  const inAMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const paths = [
    '/pushes',
    '/posts',
    '/creators/collections',
    `/creators/collections/${collectionId}`,
    '/creators/me',
    `/bookings/dates?startDate=${today}&endDate=${inAMonth}`,
  ];
  const rows: BenchRow[] = [];
  for (const path of paths) {
    const measured = await load(`${apiUrl}${path}`, headers);
    rows.push({
      section: `API on ${database}`,
      name: `GET ${path.replace(collectionId ?? '', '{id}').replace(/\?.*/, '')}`,
      value: measured.requestsPerSecond / hello.requestsPerSecond,
      unit: 'x hello-world',
      limit: THROUGHPUT_GOALS[database],
      kind: 'goal',
      higherIsBetter: true,
      note: `${Math.round(measured.requestsPerSecond)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms`,
    });
  }
  return rows;
}
