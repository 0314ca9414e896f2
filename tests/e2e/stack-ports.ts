/**
 * Ports of the stack the end-to-end tests start, away from the ones `bin/dev` uses so both can run at once.
 * `E2E_PORT_OFFSET` shifts them all, so two runs on one machine do not collide.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_PORTS = {
  identity: 9329 + offset,
  hostedLogin: 9339 + offset,
  api: 4100 + offset,
  site: 4421 + offset,
  partner: 4422 + offset,
  /** The same site with sign-up confirmed by link (spec 4). */
  linkSite: 4423 + offset,
  /** The CalDAV server (radicale) a creator connects in the catalog. */
  calDav: 5332 + offset,
  /** The SMTP server the API sends booking notices through. */
  mail: 2625 + offset,
} as const;
