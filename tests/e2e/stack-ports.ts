/** Ports of the stack the end-to-end tests start, away from the ones `bin/dev` uses so both can run at once. */
export const E2E_PORTS = { identity: 9329, api: 4100, site: 4421, partner: 4422 } as const;
