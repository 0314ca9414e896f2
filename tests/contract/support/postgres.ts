import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalPostgres {
  url: string;
  /** Restarts the server (fast shutdown: open connections are cut), keeping its data; the caller's event loop runs on. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Debian's server binaries (`/usr/lib/postgresql/<major>/bin`), newest major first; undefined when absent. */
function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((major) => existsSync(join(root, major, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(root, majors[0], 'bin') : undefined;
}

const isRoot = process.getuid?.() === 0;
/** runuser lives in sbin, which a non-login shell's PATH may lack. */
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser'].find((path) => existsSync(path)) ?? 'runuser';

/** PostgreSQL refuses to run as root, so as root every server command runs as the `postgres` system user. */
function run(command: string, args: string[], options: { env?: Record<string, string> } = {}) {
  const [file, argv] = isRoot ? [RUNUSER, ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}${result.error ?? ''}`,
    );
  }
}

/** As `run`, without blocking the event loop: requests keep flowing while the server restarts. */
function runInBackground(command: string, args: string[]): Promise<void> {
  const [file, argv] = isRoot ? [RUNUSER, ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** A fresh CI machine may lack PostgreSQL: install Debian's package (we are root there). */
function installPostgres(): void {
  const apt = (args: string[]) => {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'postgresql']);
}

/**
 * A throwaway PostgreSQL server on loopback: a new cluster in a temporary folder owned by the server's user,
 * trusting local connections, with one database. `stop()` shuts it down and removes the folder.
 */
export async function startLocalPostgres(options: {
  port: number;
  database: string;
}): Promise<LocalPostgres> {
  let bin = postgresBinDir();
  if (!bin) {
    installPostgres();
    bin = postgresBinDir();
    if (!bin) throw new Error('PostgreSQL could not be installed');
  }
  const dir = mkdtempSync(join(tmpdir(), 'creators-postgres-'));
  const data = join(dir, 'data');
  if (isRoot) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(owner.stdout), Number(group.stdout));
  }
  chmodSync(dir, 0o700);
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const serverOptions = `-p ${options.port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run(join(bin, 'pg_ctl'), ['-D', data, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w', 'start']);
  const stop = async () => {
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    run(join(bin, 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(options.port),
      '-U',
      'postgres',
      options.database,
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  const restart = () =>
    runInBackground(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      serverOptions,
      '-l',
      join(dir, 'server.log'),
      '-m',
      'fast',
      '-w',
      'restart',
    ]);
  return { url: `postgres://postgres@127.0.0.1:${options.port}/${options.database}`, restart, stop };
}
