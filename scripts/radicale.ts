import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalRadicale {
  /** The server's root, e.g. `http://127.0.0.1:39000/`: what a user types into a CalDAV client. */
  url: string;
  username: string;
  password: string;
  stop(): Promise<void>;
}

const RADICALE = '/usr/bin/radicale';

/** A fresh CI machine may lack Radicale: install Debian's package (we are root there). */
function installRadicale(): void {
  const apt = (args: string[]) => {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'radicale']);
}

/**
 * The whole configuration, passed with `--config` so that Debian's `/etc/radicale/config` (remote_user auth,
 * rights from /etc/radicale/rights) is not read at all.
 */
function configText(dir: string, port: number): string {
  return `[server]
hosts = 127.0.0.1:${port}

[auth]
type = htpasswd
htpasswd_filename = ${join(dir, 'users')}
htpasswd_encryption = plain
# The default 1 s pause after a refused login only slows the wrong-credentials test down.
delay = 0

[rights]
# Each user reads and writes /<user>/ and below; that is what tsdav's discovery and MKCALENDAR need.
type = owner_only

[storage]
filesystem_folder = ${join(dir, 'collections')}

[web]
type = none

[logging]
level = warning
`;
}

/**
 * Resolves once our server accepts our user: a 207 to an authenticated PROPFIND. A stale radicale left on the port
 * by an earlier run refuses this run's random password, so it is never taken for ours (ours then exits: port in use).
 */
async function waitUntilServing(
  url: string,
  authorization: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`radicale exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url, {
        method: 'PROPFIND',
        headers: { authorization, depth: '0' },
        signal: AbortSignal.timeout(1_000),
      });
      if (response.status === 207) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`radicale did not serve ${url} within 15 s:\n${output()}`);
}

/**
 * A Radicale on loopback: a folder with the config, a plain htpasswd file with one user and the storage. By
 * default a throwaway one (temporary folder, random password, removed by `stop()`); given `dir` (bin/dev), the
 * folder, its calendars and its password survive restarts, so a connected calendar stays connected.
 */
export async function startRadicale(options: { port: number; dir?: string }): Promise<LocalRadicale> {
  if (!existsSync(RADICALE)) {
    installRadicale();
    if (!existsSync(RADICALE)) throw new Error('Radicale could not be installed');
  }
  const kept = options.dir !== undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'creators-radicale-'));
  mkdirSync(dir, { recursive: true });
  const username = 'creator';
  const passwordFile = join(dir, 'password');
  const password =
    kept && existsSync(passwordFile)
      ? readFileSync(passwordFile, 'utf8').trim()
      : randomBytes(12).toString('hex');
  if (kept) writeFileSync(passwordFile, password);
  writeFileSync(join(dir, 'users'), `${username}:${password}\n`);
  writeFileSync(join(dir, 'config'), configText(dir, options.port));

  const child = spawn(RADICALE, ['--config', join(dir, 'config')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // Radicale finishes the requests in flight first; a stuck one must not hang the test run.
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    if (!kept) rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${options.port}/`;
  try {
    const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
    await waitUntilServing(url, authorization, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, username, password, stop };
}
