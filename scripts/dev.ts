import { join } from 'node:path';
import { DEMO_CREATOR } from '../server/src/identity/local/demo-creator';
import { DEMO_FAN_PASSWORD, DEMO_FANS } from '../server/src/identity/local/demo-fans';
import { ROOT, startStack } from './stack';

// `DEV_PORT_OFFSET` moves every port, so a second checkout (the start-up bench) runs beside this one.
const offset = Number(process.env.DEV_PORT_OFFSET ?? 0);
const started = Date.now();
console.log('› starting the local identity, the API and the site…');
const stack = await startStack({
  dataDir: join(ROOT, '.data'),
  site: 'dev',
  identityPort: 9229 + offset,
  hostedLoginPort: 9230 + offset,
  apiPort: 4000 + offset,
  sitePort: 4321 + offset,
  verbose: process.argv.includes('--verbose'),
  // The catalog's calendar: a real CalDAV server (radicale) on loopback, kept in .data/radicale.
  calDavPort: 5232 + offset,
  // Mail the API sends (booking notices) lands in .data/mail as .eml files.
  mailPort: 2525 + offset,
  keepCalDav: true,
});

console.log(`
  creators is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Site        ${stack.siteUrl}
  API         ${stack.apiUrl}   (OpenAPI document: ${stack.apiUrl}/openapi.json)
  Identity    ${stack.identity.endpoint}   pool ${stack.identity.userPoolId}, client ${stack.identity.userPoolClientId}
  Hosted login https://${stack.identity.hostedLoginDomain}   (self-signed: open it once and accept the certificate
              before using the Google/Facebook/Amazon/Apple buttons)

  Demo creator
    email     ${DEMO_CREATOR.email}
    password  ${DEMO_CREATOR.password}

  Demo fans (fans' app client ${stack.identity.fanClientId}; pay with test card 4242 4242 4242 4242)
    emails    ${DEMO_FANS.map((fan) => fan.email).join(', ')}
    password  ${DEMO_FAN_PASSWORD}
    try       pnpm tsx examples/fan/fan.ts   (writes, buys and tips as fan01)

  Calendar (CalDAV, for /app/catalog/calendar)
    server    ${stack.calDav?.url}
    user      ${stack.calDav?.username}
    password  ${stack.calDav?.password}

  Mail sent to fans is kept in .data/mail (one .eml file per message).
  Data lives in .data/ (delete it to start over). Press Ctrl-C to stop everything.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\n› stopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
