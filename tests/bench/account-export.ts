/**
 * The demo creator's whole account as the export's ZIP (`GET /account/export`), read to its end through an API of
 * its own, so its memory is the export's: the archive streams table page by table page and file by file, so the
 * API's peak resident memory should rise by a small, fixed amount whatever the account holds, far below the
 * archive's size. The peak is read from `/proc/<pid>/status` (VmHWM, reset before the export).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../../scripts/api-process';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import type { LocalIdentity } from '../../server/src/identity/local/start';
import { passwordAccessToken } from '../identity-token';
import type { BenchRow } from './bench-table';

/** What streaming should cost the API at most, above its memory before the export. */
export const EXPORT_GOALS = { peakRiseMb: 40 } as const;

function rssMb(pid: number, which: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${which}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}

function resetPeakRss(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the peak then counts from the API's start, which is only higher.
  }
}

export async function accountExportRows(options: {
  identity: LocalIdentity;
  apiPort: number;
  databaseUrl?: string | undefined;
}): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'creators-export-bench-'));
  const api = await startApi({
    dataDir: join(dir, 'api'),
    identity: options.identity,
    port: options.apiPort,
    databaseUrl: options.databaseUrl,
    api: 'bundled',
    env: { API_LOG: '0', API_RESPONSE_CHECKS: 'off' },
  });
  try {
    const token = await passwordAccessToken(options.identity, DEMO_CREATOR.email, DEMO_CREATOR.password);
    const pid = api.process.pid as number;
    // A first export warms the code paths (ZIP writer, media store) so the figure is the streaming's alone.
    const exportOnce = async () => {
      const response = await fetch(`${api.url}/account/export`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}`);
      let bytes = 0;
      for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
      return bytes;
    };
    await exportOnce();
    const idleMb = rssMb(pid, 'VmRSS');
    resetPeakRss(pid);
    const started = performance.now();
    const bytes = await exportOnce();
    const seconds = (performance.now() - started) / 1000;
    const peakMb = rssMb(pid, 'VmHWM');
    const archiveMb = bytes / 1024 / 1024;
    return [
      {
        section: 'Account export',
        name: "API peak RSS rise while streaming the demo creator's export (GET /account/export)",
        value: Math.round((peakMb - idleMb) * 10) / 10,
        unit: 'MB',
        limit: EXPORT_GOALS.peakRiseMb,
        kind: 'goal',
        note: `archive ${archiveMb.toFixed(1)} MB in ${seconds.toFixed(2)} s; RSS ${Math.round(idleMb)} MB before, peak ${Math.round(peakMb)} MB`,
      },
    ];
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
