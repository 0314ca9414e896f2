import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../scripts/stack';
import { E2E_PORTS } from './stack-ports';

/** A fresh stack on a temporary data folder per run, stopped and removed afterwards. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'creators-e2e-'));
  const stack = await startStack({
    dataDir,
    site: 'built',
    identityPort: E2E_PORTS.identity,
    apiPort: E2E_PORTS.api,
    sitePort: E2E_PORTS.site,
    verbose: process.env.E2E_VERBOSE === '1',
  });
  process.env.E2E_API_URL = stack.apiUrl;
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
