import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HostedLoginClient, seedLocalIdentity } from './seed';

export interface LocalIdentity {
  /** The pool's API endpoint (Amplify's `userPoolEndpoint`). */
  endpoint: string;
  /** The hosted login's domain, `host:port`, served over HTTPS (Amplify's `oauth.domain`). */
  hostedLoginDomain: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The fans' app client (DESIGN "The fan side"). */
  fanClientId: string;
  issuer: string;
  demoCreatorSub: string;
  /** Subjects of the demo fans who are accounts (DEMO_FANS order). */
  demoFanSubs: string[];
  /** Folder of the pool's data: `.cognito/db/<poolId>.json` holds users and their codes. */
  dataDir: string;
  stop(): Promise<void>;
}

export interface LocalIdentityOptions {
  dataDir: string;
  port?: number;
  hostedLoginPort?: number;
  /** Where the hosted login may send creators back (the site's `/app/oauth2/callback` and `/app`). */
  hostedLogin?: HostedLoginClient;
}

/**
 * Starts the local identity (cognito-local plus the operations it lacks) on loopback with its data under
 * `<dataDir>/identity`, then seeds the pool, the app client and the demo creator. Tokens carry the issuer
 * `http://127.0.0.1:<port>/<poolId>`.
 */
export async function startLocalIdentity(options: LocalIdentityOptions): Promise<LocalIdentity> {
  const port = options.port ?? 9229;
  const hostedLoginPort = options.hostedLoginPort ?? port + 1;
  const host = '127.0.0.1';
  const endpoint = `http://${host}:${port}`;
  const cwd = join(options.dataDir, 'identity');
  mkdirSync(join(cwd, '.cognito'), { recursive: true });
  writeFileSync(
    join(cwd, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: endpoint } }, null, 2),
  );

  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), join(import.meta.dirname, 'identity-process.ts')],
    {
      cwd,
      env: {
        ...process.env,
        HOST: host,
        PORT: String(port),
        HOSTED_LOGIN_PORT: String(hostedLoginPort),
        CODE: undefined,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // A runner that dies must not leave the identity holding its ports.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));

  try {
    await waitUntilHealthy(endpoint, child, output);
    const seeded = await seedLocalIdentity(endpoint, options.hostedLogin);
    return {
      endpoint,
      hostedLoginDomain: `${host}:${hostedLoginPort}`,
      ...seeded,
      issuer: `${endpoint}/${seeded.userPoolId}`,
      dataDir: join(cwd, '.cognito', 'db'),
      stop: () => stopProcess(child),
    };
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
}

async function waitUntilHealthy(endpoint: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the local identity exited:\n${output.join('')}`);
    const healthy = await fetch(`${endpoint}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the local identity did not answer on ${endpoint} within 30 s:\n${output.join('')}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
