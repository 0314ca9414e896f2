import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type ContentEncoding, isCompressible, preferredEncoding } from '../lib/content-encoding';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

interface Variant {
  file: string;
  size: number;
  etag: string;
}

interface BuiltFile {
  contentType: string;
  /** Under the build's hashed assets folder: the name changes with the bytes, so browsers keep it for a year. */
  immutable: boolean;
  identity: Variant;
  encoded: Partial<Record<ContentEncoding, Variant>>;
}

function variant(file: string): Variant {
  const { size, mtimeMs } = statSync(file);
  return { file, size, etag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"` };
}

/**
 * The built client's files by URL path, listed once at start: a request can only ever reach a file of this list
 * (no path is joined from the URL), with the `.br` and `.gz` copies the build wrote beside it.
 */
export function listBuiltFiles(clientDir: string, base: string, assetsDir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const entries = readdirSync(clientDir, { recursive: true, withFileTypes: true });
  const names = new Set(
    entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)),
  );
  for (const file of names) {
    if (/\.(br|gz)$/.test(file) && names.has(file.slice(0, -3))) continue;
    const path = relative(clientDir, file).split(sep).join('/');
    const encoded: BuiltFile['encoded'] = {};
    if (names.has(`${file}.br`)) encoded.br = variant(`${file}.br`);
    if (names.has(`${file}.gz`)) encoded.gzip = variant(`${file}.gz`);
    files.set(`${base.replace(/\/$/, '')}/${path}`, {
      contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      immutable: path.startsWith(`${assetsDir}/`),
      identity: variant(file),
      encoded,
    });
  }
  return files;
}

/**
 * Sends a built file, compressed when the browser accepts it (the build's copy, never compressed per request),
 * answering `If-None-Match` with 304. False when the path names no built file: the app renders it instead.
 */
export function serveBuiltFile(
  files: Map<string, BuiltFile>,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const built = files.get(decodeURI((request.url ?? '/').split(/[?#]/)[0] ?? '/'));
  if (!built) return false;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const chosen = (encoding && built.encoded[encoding]) || built.identity;
  response.setHeader('Content-Type', built.contentType);
  response.setHeader(
    'Cache-Control',
    built.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
  response.setHeader('ETag', chosen.etag);
  if (isCompressible(built.contentType)) response.setHeader('Vary', 'Accept-Encoding');
  if (chosen !== built.identity && encoding) response.setHeader('Content-Encoding', encoding);
  const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
  if (known?.includes(chosen.etag) || known?.includes('*')) {
    response.statusCode = 304;
    response.end();
    return true;
  }
  response.setHeader('Content-Length', chosen.size);
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  pipeline(createReadStream(chosen.file), response).catch(() => response.destroy());
  return true;
}
