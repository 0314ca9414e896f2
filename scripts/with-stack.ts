/**
 * Runs one command against a fresh local identity and API (no site) on their own ports and a temporary data
 * folder: `tsx scripts/with-stack.ts -- <command> [args...]`. The command finds the stack through
 * `CREATORS_STACK_FILE` (the `stack.json` that `bin/dev` also writes). Exits with the command's status.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startStack } from './stack';

/** Away from `bin/dev` (9229, 4000), the end-to-end stack (9329, 4100) and the contract suite (9429, 4200). */
// Shifted by CONTRACT_PORT_OFFSET like the contract suite's, so that stacks run side by side on one machine.
const OFFSET = Number(process.env.CONTRACT_PORT_OFFSET ?? 0);
const PORTS = { identity: 9529 + OFFSET, hostedLogin: 9530 + OFFSET, api: 4300 + OFFSET } as const;

const separator = process.argv.indexOf('--');
const [command, ...args] = separator === -1 ? [] : process.argv.slice(separator + 1);
if (!command) {
  console.error('usage: tsx scripts/with-stack.ts -- <command> [args...]');
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'creators-with-stack-'));
let status = 1;
try {
  const stack = await startStack({
    dataDir,
    site: 'none',
    identityPort: PORTS.identity,
    hostedLoginPort: PORTS.hostedLogin,
    apiPort: PORTS.api,
    verbose: process.env.STACK_VERBOSE === '1',
  });
  try {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, CREATORS_STACK_FILE: join(dataDir, 'stack.json') },
    });
    status = await new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  } finally {
    await stack.stop();
  }
} catch (error) {
  console.error(error);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
