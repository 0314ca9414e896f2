import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { seedLocalIdentity } from './seed';

export interface LocalIdentity {
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  demoCreatorSub: string;
  stop(): Promise<void>;
}

/**
 * Starts cognito-local on loopback with its data under `<dataDir>/identity/.cognito`, then seeds the pool, the
 * app client and the demo creator. cognito-local signs tokens with the issuer `http://<host>:<port>/<poolId>`.
 */
export async function startLocalIdentity(options: {
  dataDir: string;
  port?: number;
}): Promise<LocalIdentity> {
  const port = options.port ?? 9229;
  const host = '127.0.0.1';
  const endpoint = `http://${host}:${port}`;
  const cwd = join(options.dataDir, 'identity');
  mkdirSync(join(cwd, '.cognito'), { recursive: true });
  writeFileSync(
    join(cwd, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: endpoint } }, null, 2),
  );

  const bin = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [bin], {
    cwd,
    env: { ...process.env, HOST: host, PORT: String(port), CODE: undefined },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));

  await waitUntilHealthy(endpoint, child, output);
  const seeded = await seedLocalIdentity(endpoint);
  return {
    endpoint,
    ...seeded,
    issuer: `${endpoint}/${seeded.userPoolId}`,
    stop: () => stopProcess(child),
  };
}

async function waitUntilHealthy(endpoint: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`cognito-local exited:\n${output.join('')}`);
    const healthy = await fetch(`${endpoint}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`cognito-local did not answer on ${endpoint} within 30 s:\n${output.join('')}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
