import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's `trustProxy` from TRUST_PROXY, as the operator knows their network: unset or `false` trusts no proxy
 * (the API faces clients directly); a number trusts that many hops; otherwise a comma-separated list of the
 * proxies' addresses or CIDR ranges (`10.0.0.0/8,127.0.0.1`). `true` (trust every hop) is refused: any client
 * could then claim any address and escape every limit.
 */
export function readProxyTrust(value: string | undefined): FastifyServerOptions['trustProxy'] {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client pick its address: give a hop count or the proxies',
    );
  }
  if (/^\d{1,2}$/.test(setting)) {
    const hops = Number(setting);
    return (_address: string, hop: number) => hop < hops;
  }
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
