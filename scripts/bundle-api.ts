/**
 * Bundles the reference API for deployment: `server/dist/main.mjs`, run by plain `node` (tsx's loader thread costs
 * about 55 MB of RSS). npm packages stay external and resolve from `server/node_modules`; the
 * workspace packages are TypeScript sources, so they are bundled in. The video probe runs in a worker thread
 * from its own file, copied beside the bundle where `video-duration.ts` looks for it.
 */

import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const SERVER = join(import.meta.dirname, '..', 'server');
const OUT = join(SERVER, 'dist');

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
await build({
  entryPoints: [join(SERVER, 'src', 'main.ts')],
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  // Modules the API imports on first use (sharp, the demo makers, the S3 store) stay chunks of their own, so
  // their npm packages load only then, as they do from the sources.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(bundle) {
        // Bare specifiers are npm packages (external) unless they name a workspace package (bundled).
        bundle.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@mym/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await copyFile(join(SERVER, 'src', 'media', 'video-probe-worker.mjs'), join(OUT, 'video-probe-worker.mjs'));
