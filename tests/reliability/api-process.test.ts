import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from './support/api-process';

describe('the reliability suites run against their own API, never a process already on their port', () => {
  let stranger: Server;
  let port: number;
  beforeAll(async () => {
    // Another stack's API, healthy, on the port a suite is about to use.
    stranger = createServer((_request, response) => response.end('{"status":"ok"}'));
    await new Promise<void>((done) => stranger.listen(0, '127.0.0.1', done));
    port = (stranger.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => stranger.close(() => done())));

  it('refuses a taken port with the reason, before starting anything', async () => {
    await expect(
      startApiProcess({
        port,
        dataDir: '/nonexistent',
        databaseUrl: 'postgres://nowhere/none',
        identity: { issuer: 'http://127.0.0.1:1/none', jwksUrl: 'http://127.0.0.1:1/none' },
      }),
    ).rejects.toThrow(`port ${port} is taken by another process`);
  });
});
