import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/**
 * A self-signed certificate for the hosted login, made on first start and reused after: Amplify only talks to a
 * hosted-login domain over HTTPS.
 */
export async function localCertificate(folder: string): Promise<{ key: string; cert: string }> {
  const keyFile = join(folder, 'hosted-login.key');
  const certFile = join(folder, 'hosted-login.crt');
  if (existsSync(keyFile) && existsSync(certFile)) {
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  }
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  mkdirSync(folder, { recursive: true });
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  writeFileSync(certFile, pems.cert);
  return { key: pems.private, cert: pems.cert };
}
