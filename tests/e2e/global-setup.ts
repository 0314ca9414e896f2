import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../scripts/stack';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { passwordAccessToken } from '../identity-token';
import { startPartnerServer } from './partner-server';
import { E2E_PORTS } from './stack-ports';

export const PARTNER_ORIGIN = `http://127.0.0.1:${E2E_PORTS.partner}`;

/** A fresh stack on a temporary data folder per run, plus a partner page server; all stopped afterwards. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'creators-e2e-'));
  const stack = await startStack({
    dataDir,
    site: 'built',
    api: 'bundled',
    identityPort: E2E_PORTS.identity,
    hostedLoginPort: E2E_PORTS.hostedLogin,
    apiPort: E2E_PORTS.api,
    sitePort: E2E_PORTS.site,
    linkVerificationSitePort: E2E_PORTS.linkSite,
    extraCorsOrigins: [PARTNER_ORIGIN],
    calDavPort: E2E_PORTS.calDav,
    mailPort: E2E_PORTS.mail,
    verbose: process.env.E2E_VERBOSE === '1',
  });
  // The partner page's <mym-booking> offers the demo creator's consultations; the database chose the id.
  const demoToken = await passwordAccessToken(stack.identity, DEMO_CREATOR.email, DEMO_CREATOR.password);
  const demo = await fetch(`${stack.apiUrl}/creators/me`, {
    headers: { authorization: `Bearer ${demoToken}` },
  });
  const demoCreatorId = ((await demo.json()) as { data: { id: string } }).data.id;
  const partner = await startPartnerServer(E2E_PORTS.partner, (html) =>
    html
      .replaceAll('http://127.0.0.1:4000', stack.apiUrl)
      .replace('creator-id="CREATOR_ID"', `creator-id="${demoCreatorId}"`)
      .replace('local_POOL', stack.identity.userPoolId)
      .replace('user-pool-client-id="CLIENT"', `user-pool-client-id="${stack.identity.userPoolClientId}"`)
      .replace('fan-client-id="FAN_CLIENT"', `fan-client-id="${stack.identity.fanClientId}"`)
      .replaceAll('http://127.0.0.1:9229', stack.identity.endpoint),
  );
  // Workers inherit the environment of the runner process that ran this setup.
  process.env.E2E_STACK_FILE = join(dataDir, 'stack.json');
  return async () => {
    partner.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
