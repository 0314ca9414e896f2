import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps every message it receives as an `.eml` file (bin/dev and tests): the
 * API sends its mail through SMTP exactly as in production, and the mail can be read where it landed.
 */
export async function startLocalMailbox(options: { port: number; dir: string }) {
  mkdirSync(options.dir, { recursive: true });
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Loopback only: a reverse DNS lookup of 127.0.0.1 waits for a resolver this machine may not have.
    disableReverseLookup: true,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((address) => address.address);
        received.push({ to, raw });
        writeFileSync(join(options.dir, `${Date.now()}-${received.length}.eml`), raw);
        done();
      });
    },
  });
  await new Promise<void>((listening) => server.listen(options.port, '127.0.0.1', () => listening()));
  return {
    url: `smtp://127.0.0.1:${options.port}`,
    received,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
