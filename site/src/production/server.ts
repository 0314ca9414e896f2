import { createServer } from 'node:http';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handler, options } from '@astrojs/node/server.js';
import { keepModuleGraph } from '../lib/module-preloads';
import { listBuiltFiles, serveBuiltFile } from './built-files';
import { builtModuleGraph } from './module-graph';

/**
 * The production server (`node dist/server/entry.mjs`): the built client's files, precompressed by the build
 * (precompress-assets.ts), and every other request rendered by Astro, whose middleware compresses pages and JSON.
 * It replaces the node adapter's standalone server, which sends every file uncompressed; `HOST` and `PORT` are read
 * the same way.
 */
const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');
/** Astro's hashed assets folder (`build.assets`). */
const ASSETS_DIR = '_astro';
// The client folder sits where the build put it relative to this entry, wherever the build is moved to.
const clientDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  relative(fileURLToPath(options.server), fileURLToPath(options.client)),
);
const files = listBuiltFiles(clientDir, BASE, ASSETS_DIR);
// Pages announce the scripts their islands load first (lib/module-preloads.ts).
keepModuleGraph(builtModuleGraph(resolve(clientDir, ASSETS_DIR)));
const port = Number(process.env.PORT ?? options.port ?? 8080);
const host = process.env.HOST ?? (typeof options.host === 'string' ? options.host : 'localhost');

const server = createServer((request, response) => {
  try {
    decodeURI(request.url ?? '/');
  } catch {
    response.writeHead(400).end('Bad request.');
    return;
  }
  if (!serveBuiltFile(files, request, response)) void handler(request, response);
});
server.listen(port, host, () => {
  console.log(`creators site listening on http://${host}:${port}${BASE}`);
});
