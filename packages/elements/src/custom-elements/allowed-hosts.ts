/**
 * Which hosts an element may send a creator's token or password to. An element's `api-url` and
 * `user-pool-endpoint` are attributes: whoever can write the page's markup (a CMS field, a template fed by a URL
 * parameter) could point them at a host of their own and collect what the element sends. So an element talks only
 * to hosts its embedding page's operator allowed:
 *
 * - the hosts the bundle was built with (`MYM_ALLOWED_HOSTS` when building `mym-elements.js`, comma-separated);
 * - the hosts the page lists in `<meta name="mym-allowed-hosts" content="api.example.com auth.example.com">`
 *   (spaces or commas; an entry is a host, `host:port`, an origin, or `*.example.com` for its subdomains);
 * - the page's own origin.
 *
 * Plain `http` is refused except to a loopback host, and loopback hosts are allowed without being listed only
 * while the page itself is served from loopback (development). The Cognito endpoint Amplify derives from the pool
 * id (no `user-pool-endpoint`) is AWS's own and needs no entry.
 */

declare const __MYM_ALLOWED_HOSTS__: string | undefined;

const BUILT_IN: string = typeof __MYM_ALLOWED_HOSTS__ === 'string' ? __MYM_ALLOWED_HOSTS__ : '';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const entriesOf = (list: string | null | undefined) =>
  (list ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/** An entry as a host (`api.example.com`, `api.example.com:8443`, `*.example.com`), whatever way it was written. */
function hostOf(entry: string): string {
  if (entry.startsWith('*.')) return entry;
  return (URL.parse(entry.includes('://') ? entry : `https://${entry}`)?.host ?? entry).toLowerCase();
}

/** The hosts allowed on this page: the bundle's, the page's `<meta name="mym-allowed-hosts">`, and its own. */
export function allowedHosts(doc: Document | undefined = globalThis.document): string[] {
  const meta = doc?.querySelector('meta[name="mym-allowed-hosts"]')?.getAttribute('content');
  const own = doc?.location?.host ? [doc.location.host] : [];
  return [...entriesOf(BUILT_IN), ...entriesOf(meta)].map(hostOf).concat(own);
}

function listed(url: URL, hosts: readonly string[]): boolean {
  return hosts.some((entry) =>
    entry.startsWith('*.') ? url.hostname.endsWith(entry.slice(1)) : entry === url.host,
  );
}

/**
 * Why `address` may not be contacted, or null when it may: not a URL, plain http off loopback, or a host nobody
 * allowed. `pageHost` is the hostname of the page the element is on.
 */
export function refusedAddress(
  address: string,
  hosts: readonly string[],
  pageHost: string | undefined,
): string | null {
  const url = URL.parse(address);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 'not_a_url';
  const loopback = LOOPBACK.has(url.hostname);
  if (url.protocol === 'http:' && !loopback) return 'plain_http';
  if (listed(url, hosts)) return null;
  if (loopback && pageHost !== undefined && LOOPBACK.has(pageHost)) return null;
  return 'host_not_allowed';
}

/** The first of an element's addresses (API, identity) it may not contact, with the reason; null when all may. */
export function refusedConnection(
  addresses: readonly (string | undefined)[],
  doc: Document | undefined = globalThis.document,
): { address: string; reason: string } | null {
  const hosts = allowedHosts(doc);
  const pageHost = doc?.location?.hostname;
  for (const address of addresses) {
    if (!address) continue;
    const reason = refusedAddress(address, hosts, pageHost);
    if (reason) return { address, reason };
  }
  return null;
}
