import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { ROOT } from '../../scripts/stack';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.map': 'application/json',
};
const SERVED = ['/examples/embed/', '/packages/elements/dist/'];

/**
 * A partner's web server on its own origin, serving only the embed example and the built bundle, as a partner
 * hosting `mym-elements.js` would. `rewrite` adapts the example's attributes to the running stack.
 */
export async function startPartnerServer(port: number, rewrite: (html: string) => string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://partner').pathname);
    if (!SERVED.some((prefix) => path.startsWith(prefix))) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(join(ROOT, path));
      const type = TYPES[extname(path)] ?? 'application/octet-stream';
      response.writeHead(200, { 'content-type': type });
      response.end(type === 'text/html' ? rewrite(body.toString('utf8')) : body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
