import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files the browser downloads as text: scripts, styles, data, the manifest and vector images. */
const TEXT_FILE = /\.(js|mjs|css|json|svg|webmanifest|txt|html|xml)$/;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the built
 * client, which the production server sends to browsers that accept them: compressed once at build time, at
 * the highest quality, never per request.
 */
export function precompressAssets(): AstroIntegration {
  return {
    name: 'mym:precompress-assets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const files = await textFiles(fileURLToPath(dir));
        await Promise.all(
          files.map(async (file) => {
            const bytes = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            // A copy no smaller than the file (a few dozen bytes of script) is not worth its header.
            if (br.length < bytes.length) await writeFile(`${file}.br`, br);
            if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
          }),
        );
        logger.info(`${files.length} files compressed (.br, .gz)`);
      },
    },
  };
}

async function textFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const candidates = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  return candidates;
}
