import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BenchRow } from './bench-table';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** Away from a developer's own `bin/dev` and the other stacks of the bench. */
const PORT_OFFSET = 800;
/** What `scripts/dev.ts` prints once identity, API and site answer. */
const READY = 'creators is running';

/** Runs `bin/dev` in `dir` until it says it is ready; answers the seconds it took, then stops it. */
async function timeToReady(dir: string): Promise<number> {
  const started = performance.now();
  // A PATH with only the system's tools, like a newcomer's shell: bin/dev installs the rest itself.
  const child: ChildProcess = spawn('bin/dev', [], {
    cwd: dir,
    env: {
      PATH: '/usr/local/bin:/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      DEV_PORT_OFFSET: String(PORT_OFFSET),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  try {
    await new Promise<void>((ready, failed) => {
      const timer = setTimeout(
        () => failed(new Error(`bin/dev not ready after 10 minutes:\n${output}`)),
        600_000,
      );
      child.stdout?.on('data', (chunk) => {
        output += chunk;
        if (output.includes(READY)) {
          clearTimeout(timer);
          ready();
        }
      });
      child.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        failed(new Error(`bin/dev exited with ${code}:\n${output}`));
      });
    });
    return (performance.now() - started) / 1000;
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGINT');
    const killer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
    await exited;
    clearTimeout(killer);
  }
}

/**
 * Start-up: `bin/dev` from a fresh clone of this repository to ready (tools, packages and data made
 * from nothing), then a second start of the same clone. Timings are printed, never asserted.
 */
export async function startUpTimes(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'creators-start-up-'));
  try {
    execFileSync('git', ['clone', '--quiet', ROOT, dir]);
    const fresh = await timeToReady(dir);
    const second = await timeToReady(dir);
    return [
      {
        section: 'Start-up',
        name: 'bin/dev from a fresh clone to ready',
        value: fresh,
        unit: 's',
        kind: 'info',
      },
      { section: 'Start-up', name: 'bin/dev, second start', value: second, unit: 's', kind: 'info' },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
