/**
 * What a developer installs is what this checks: `@mym/constants`, `@mym/sdk`, `@mym/ui` and `@mym/elements` are
 * built and packed with their publish settings (`pnpm pack`), installed by npm in an empty folder, and used there
 * as a partner would, with none of the workspace's TypeScript sources in reach:
 *   1. every public name DESIGN lists is importable from the installed packages, with plain Node;
 *   2. a consumer file and `examples/script` type-check against the published types (`tsc`, strict, NodeNext);
 *   3. `examples/script`, compiled to JavaScript by that same `tsc`, runs with plain Node against a fresh stack;
 *   4. `publint` and `@arethetypeswrong/cli` find nothing wrong in any tarball.
 * `tsx scripts/packed-packages.ts` exits non-zero on the first failure and prints `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './stack';

const PACKAGES = ['constants', 'sdk', 'ui', 'elements'] as const;

/**
 * The names DESIGN promises, by entry point ("SDK shape", "Forms", "Public booking", the layout of ui and
 * elements). `@mym/sdk` also re-exports every constant of spec 9: the check adds each name of
 * `@mym/constants/spec`.
 */
const PUBLIC_NAMES: Record<string, string[]> = {
  '@mym/sdk': [
    'createCreatorClient',
    'CreatorApiError',
    'checkPassword',
    'passwordStrength',
    'validatePostForm',
    'validatePushForm',
    'validateMediaFile',
    'fromMinorUnits',
    'toMinorUnits',
    'formatDuration',
    'CAPTION_MAX_LENGTH',
    'IMAGE_MAX_BYTES',
  ],
  '@mym/sdk/contract': ['pushRecordStruct', 'emailStruct'],
  '@mym/sdk/rules': ['validatePushPayload', 'validatePostPayload', 'checkPassword', 'MANDATORY_FIELD_ERROR'],
  '@mym/sdk/forms': ['validatePushForm', 'pushFormToPayload', 'postFormToPayload', 'pushFormDefaults'],
  '@mym/sdk/booking': ['createBookingClient', 'CreatorApiError'],
  '@mym/sdk/testing': ['fakeApi', 'routes', 'ok', 'apiError', 'tusUploads', 'pushRecord'],
  '@mym/constants': ['CAPTION_MAX_LENGTH'],
  '@mym/constants/spec': ['CAPTION_MAX_LENGTH', 'IMAGE_MAX_BYTES'],
  '@mym/ui': ['Button', 'Badge', 'Modal', 'Toast', 'ToastProvider', 'UploadZone', 'DatePicker', 'CodeEntry'],
  '@mym/ui/button': ['Button'],
  '@mym/ui/loader': ['Loader'],
  '@mym/ui/modal': ['Modal'],
  '@mym/elements': ['PushComposer', 'PostComposer', 'LoginForm', 'CloudLibrary', 'Catalog', 'BookingWidget'],
};

let passed = 0;
let failed = 0;
function step(name: string, ok: boolean): boolean {
  console.log(`${ok ? '✓' : '✖'} ${name}`);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): boolean {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(`✖ ${command} could not run: ${result.error.message}`);
  return result.status === 0;
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const folder = mkdtempSync(join(tmpdir(), 'creators-packed-'));
const tarballs = join(folder, 'tarballs');
const consumer = join(folder, 'consumer');
mkdirSync(tarballs);
mkdirSync(consumer);

function main(): void {
  const filters = PACKAGES.flatMap((name) => ['--filter', `@mym/${name}`]);
  if (!step('packages build', run('pnpm', [...filters, 'run', 'build'], ROOT))) return;
  for (const name of PACKAGES) {
    if (
      !step(
        `pnpm pack @mym/${name}`,
        run('pnpm', ['pack', '--pack-destination', tarballs], join(ROOT, 'packages', name)),
      )
    )
      return;
  }
  const packed = readdirSync(tarballs).map((file) => join(tarballs, file));

  for (const tarball of packed) {
    const name = tarball.split('/').pop() ?? tarball;
    step(`publint ${name}`, run(bin('publint'), ['run', tarball, '--strict'], consumer));
    // ESM only, as every package here is: CommonJS resolution modes are not offered. Stylesheets and the
    // partner bundle (a script that defines the tags) are not modules with types.
    const notModules = ['./styles.css', './standalone'];
    step(
      `attw ${name}`,
      run(bin('attw'), [tarball, '--profile', 'esm-only', '--exclude-entrypoints', ...notModules], consumer),
    );
  }

  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
  );
  const installed = run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      'react@19',
      'react-dom@19',
      '@types/react@19',
      '@types/react-dom@19',
      '@types/node@24',
      ...packed,
    ],
    consumer,
  );
  if (!step('npm install of the tarballs in an empty folder', installed)) return;

  writeFileSync(join(consumer, 'public-names.mjs'), publicNamesCheck());
  step(
    'every public name DESIGN lists is importable (plain Node)',
    run(process.execPath, ['public-names.mjs'], consumer),
  );

  cpSync(join(ROOT, 'examples', 'script'), join(consumer, 'script'), {
    recursive: true,
    filter: (source) => !source.includes('node_modules'),
  });
  writeFileSync(join(consumer, 'consumer.ts'), CONSUMER);
  writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  const typed = run(bin('tsc'), ['-p', 'tsconfig.json'], consumer);
  if (!step('the consumer file and examples/script type-check against the published types', typed)) return;

  step(
    'examples/script runs compiled, with plain Node, against a fresh stack',
    run(
      bin('tsx'),
      [
        join(ROOT, 'scripts', 'with-stack.ts'),
        '--',
        process.execPath,
        join(consumer, 'dist', 'script', 'index.js'),
      ],
      ROOT,
    ),
  );
}

/** A module that imports every entry point and names each missing name. */
function publicNamesCheck(): string {
  return `import * as spec from '@mym/constants/spec';
const expected = ${JSON.stringify(PUBLIC_NAMES)};
expected['@mym/sdk'].push(...Object.keys(spec));
const missing = [];
for (const [entry, names] of Object.entries(expected)) {
  const module = await import(entry);
  for (const name of names) if (module[name] === undefined) missing.push(entry + ' ' + name);
}
if (missing.length > 0) {
  console.error('missing from the installed packages:\\n  ' + missing.join('\\n  '));
  process.exit(1);
}
`;
}

/** A small consumer: the SDK's rules, a form, a booking client, a design-system piece and a feature component. */
const CONSUMER = `import { CAPTION_MAX_LENGTH, createCreatorClient, type PushForm, pushFormDefaults, validatePushForm } from '@mym/sdk';
import { createBookingClient } from '@mym/sdk/booking';
import { validatePushPayload } from '@mym/sdk/rules';
import { Button } from '@mym/ui/button';
import { PushComposer } from '@mym/elements';
import { createElement } from 'react';

const form: PushForm = { ...pushFormDefaults(), caption: 'x'.repeat(CAPTION_MAX_LENGTH + 1) };
const errors: Record<string, string[]> = validatePushForm(form, new Date(), { timeZone: 'Europe/Paris' });
export const summary = [Object.keys(errors), typeof validatePushPayload, typeof createCreatorClient];
export const booking = createBookingClient({ apiUrl: 'https://api.example' });
export const screen = createElement('main', null, createElement(Button, { variant: 'primary' }, 'Go'), createElement(PushComposer, {}));
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'es2022',
    // Node's own resolution, the strictest a consumer may use: every specifier in the published types must name
    // a file or an export (a bundler's resolution forgives a missing extension).
    module: 'nodenext',
    moduleResolution: 'nodenext',
    strict: true,
    skipLibCheck: false,
    outDir: 'dist',
    types: ['node'],
  },
  include: ['consumer.ts', 'script/*.ts'],
};

try {
  main();
} finally {
  rmSync(folder, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
