/**
 * The README's test command: lint, type check, unit tests, reliability, SDK contract tests (PGlite,
 * PostgreSQL, and PGlite with media in a local S3 server), examples and
 * end-to-end tests in Debian Chromium, from a fresh clone. Ends with one line `N passed, N failed` summed over every suite (Vitest and Playwright print none
 * that CI reads). Lint and type check count as one check each.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../tests/chromium';
import { ROOT } from './stack';

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
}

const results: SuiteResult[] = [];
const reports = join(ROOT, '.data', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: 'inherit',
  });
  if (result.error) console.error(`✖ ${command} could not run: ${result.error.message}`);
  return result.status === 0;
}

function suite(name: string, body: () => { passed: number; failed: number }) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const outcome = body();
  results.push({ name, ...outcome, seconds: (Date.now() - started) / 1000 });
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const check = (ok: boolean) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

suite('lint (biome)', () => check(run(bin('biome'), ['ci', '.'])));

suite('dependencies: no high or critical advisory (pnpm audit --prod)', () => check(dependencyAudit()));

/**
 * `pnpm audit --prod --audit-level high` fails the run on a high or critical advisory in what the API and the
 * bundles ship. Only when the registry's audit endpoint cannot be asked at all (no network, or a registry mirror
 * that does not serve `/-/npm/v1/security/audits`) does the check pass with a warning: an unreachable
 * endpoint says nothing about the dependencies, while an advisory always fails.
 */
function dependencyAudit(): boolean {
  const result = spawnSync('pnpm', ['audit', '--prod', '--audit-level', 'high'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  process.stdout.write(output);
  if (result.status === 0) return true;
  const unreachable =
    /ERR_PNPM_AUDIT_BAD_RESPONSE|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|socket hang up/.test(
      output,
    ) && !/\b(high|critical)\b.*\bvulnerabilit/i.test(output);
  if (unreachable)
    console.warn('⚠ the registry audit endpoint could not be reached: dependencies NOT audited');
  return unreachable;
}

suite('type check (tsc)', () => {
  const synced = run(join(ROOT, 'site', 'node_modules', '.bin', 'astro'), ['sync'], {
    cwd: join(ROOT, 'site'),
  });
  return check(synced && run(bin('tsc'), ['-p', 'tsconfig.json']));
});

/** Runs Vitest with a JSON report and counts its tests. */
function vitest(report: string, args: string[], env: Record<string, string> = {}) {
  const output = join(reports, report);
  run(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    {
      env,
    },
  );
  if (!existsSync(output)) return { passed: 0, failed: 1 };
  const result = JSON.parse(readFileSync(output, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    success: boolean;
  };
  // A suite that failed to load counts as a failure even when no single test did.
  const failed = result.numFailedTests || (result.success ? 0 : 1);
  return { passed: result.numPassedTests, failed };
}

// The contract and reliability projects run as suites of their own below. The unit files share nothing, so they
// take every core: Vitest's default leaves one free, which on a two-core machine ran them one at a time (540 s, 330 s
// on both cores). The contract files share one API and its demo creator, so they keep the default.
suite('unit (vitest)', () =>
  vitest('vitest.json', ['--project', '!contract', '--project', '!reliability', '--maxWorkers=100%']));

suite('reliability: authorization matrix, fuzz, hostile files, faults', () =>
  vitest('reliability.json', ['--project', 'reliability']));

suite('contract: SDK against the API on PGlite', () =>
  vitest('contract-pglite.json', ['--project', 'contract'], { CONTRACT_DATABASE: 'pglite' }));

suite('contract: SDK against the API on PostgreSQL', () =>
  vitest('contract-postgres.json', ['--project', 'contract'], { CONTRACT_DATABASE: 'postgres' }));

suite('contract: SDK against the API, media on S3', () =>
  vitest('contract-s3.json', ['--project', 'contract'], {
    CONTRACT_DATABASE: 'pglite',
    CONTRACT_MEDIA_STORE: 's3',
  }));

suite('example: Node script (examples/script)', () =>
  check(
    run(bin('tsx'), [
      'scripts/with-stack.ts',
      '--',
      process.execPath,
      '--import',
      'tsx',
      join(ROOT, 'examples', 'script', 'index.ts'),
    ]),
  ));

suite('example: a demo fan (examples/fan)', () =>
  check(
    run(bin('tsx'), [
      'scripts/with-stack.ts',
      '--',
      process.execPath,
      '--import',
      'tsx',
      join(ROOT, 'examples', 'fan', 'fan.ts'),
    ]),
  ));
// What npm installs, not the workspace's sources: packed, installed in an empty folder, imported, type-checked,
// linted, and the example script run with plain Node (scripts/packed-packages.ts).
suite('packages as published (pnpm pack, npm install, publint, attw)', () =>
  check(run(bin('tsx'), ['scripts/packed-packages.ts'])));

suite('end-to-end (Playwright in Debian Chromium)', () => {
  if (!ensureChromium()) return { passed: 0, failed: 1 };
  const built =
    run('pnpm', ['--filter', '@mym/elements', 'run', 'build']) &&
    run('pnpm', ['--filter', '@mym/site', 'run', 'build']) &&
    run(bin('tsx'), ['scripts/bundle-api.ts']);
  if (!built) return { passed: 0, failed: 1 };
  const output = join(reports, 'playwright.json');
  run(bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  if (!existsSync(output)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    errors: unknown[];
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors.length > 0 ? 1 : 0),
  };
});

/** Debian's Chromium is the only browser this machine can get; install it through apt when it is missing. */
function ensureChromium(): boolean {
  const path = CHROMIUM_PATH;
  if (existsSync(path)) return true;
  console.log('› installing Debian chromium (apt-get)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) =>
    run(sudo.length ? 'sudo' : 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  return apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'chromium']) && existsSync(path);
}

console.log('\n━━ summary');
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(46)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(0)} s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
