import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';

/**
 * Where the API may connect on a creator's behalf. A CalDAV server URL is typed by the creator, and every URL
 * the server answers (hrefs, home sets, redirects) is the server's choice: none of them may make the API reach
 * inside its own network. So every connection is checked when it is opened, on the addresses it really goes to
 * (a name that resolves to an internal address is refused, and so is one that changes its answer between two
 * lookups), unless the operator allowed that host by name (`CALENDAR_ALLOWED_HOSTS`: the local radicale).
 */
export interface CalendarEgress {
  /** `fetch` that opens only the connections this policy allows. */
  fetch: typeof fetch;
  /** Whether this URL may be connected to as far as its scheme and host tell (addresses are checked at connect). */
  allowsUrl(url: string): boolean;
}

export interface CalendarEgressOptions {
  /** `host` (any port) or `host:port` entries the operator allows, internal addresses included. */
  allowedHosts: readonly string[];
  /** Plain http is refused (production): credentials never cross the network in clear. */
  httpsOnly: boolean;
}

/** A connection the policy refused before it was opened. */
export class CalendarAddressRefusedError extends Error {
  override name = 'CalendarAddressRefusedError';
}

/**
 * Whether an address is on the public internet. Only ipaddr.js's `unicast` range passes: loopback, private,
 * link-local (169.254.169.254, the cloud metadata address, is one), carrier-grade NAT (100.100.100.200, another
 * cloud's metadata), multicast, unspecified, reserved, unique-local IPv6 (fd00:ec2::254) and the IPv6 forms that
 * carry an IPv4 address (mapped, NAT64, 6to4, Teredo) are all refused. IPv4-mapped IPv6 is judged as the IPv4.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.process(bare).range() === 'unicast';
}

const normalHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');

/** `CALENDAR_ALLOWED_HOSTS`: comma-separated `host` or `host:port` (`[::1]:5232` for IPv6). */
export function readAllowedHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

export function calendarEgress(options: CalendarEgressOptions): CalendarEgress {
  const allowed = new Set(options.allowedHosts.map((entry) => entry.toLowerCase()));
  const isAllowedHost = (hostname: string, port: string, protocol: string) => {
    const host = normalHost(hostname);
    const effectivePort = port || (protocol === 'https:' ? '443' : '80');
    const named = host.includes(':') ? `[${host}]` : host;
    return allowed.has(host) || allowed.has(named) || allowed.has(`${named}:${effectivePort}`);
  };
  const schemeAllowed = (protocol: string) =>
    protocol === 'https:' || (protocol === 'http:' && !options.httpsOnly);

  // Every address a name resolves to must be public: a name answering one public and one internal address could
  // otherwise be connected to the internal one.
  const publicLookup = (
    hostname: string,
    lookupOptions: LookupAllOptions | number | undefined,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    const wanted: { family?: number | string; hints?: number; all?: boolean } =
      typeof lookupOptions === 'object' ? lookupOptions : {};
    dnsLookup(hostname, { ...wanted, all: true } as LookupAllOptions, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) {
        return callback(new CalendarAddressRefusedError(`${hostname} is not a public address`), []);
      }
      if (wanted.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
  const direct = buildConnector({ timeout: 10_000 });
  const checked = buildConnector({ timeout: 10_000, lookup: publicLookup } as buildConnector.BuildOptions);
  const dispatcher = new Agent({
    connect: (connection, callback) => {
      const { hostname, port, protocol } = connection;
      if (!schemeAllowed(protocol)) {
        return callback(new CalendarAddressRefusedError(`${protocol} is not allowed`), null);
      }
      if (isAllowedHost(hostname, port, protocol)) return direct(connection, callback);
      // An address written as such is never looked up: it is judged here.
      if (isIP(normalHost(hostname)) !== 0 && !isPublicAddress(hostname)) {
        return callback(new CalendarAddressRefusedError(`${hostname} is not a public address`), null);
      }
      return checked(connection, callback);
    },
  });
  return {
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      undiciFetch(input as Parameters<typeof undiciFetch>[0], {
        ...(init as Parameters<typeof undiciFetch>[1]),
        dispatcher,
      })) as unknown as typeof fetch,
    allowsUrl(url) {
      const parsed = URL.parse(url);
      if (!parsed || !schemeAllowed(parsed.protocol)) return false;
      if (isAllowedHost(parsed.hostname, parsed.port, parsed.protocol)) return true;
      return isIP(normalHost(parsed.hostname)) === 0 || isPublicAddress(parsed.hostname);
    },
  };
}

/** Whether a failure (as fetch wraps it) was this policy refusing the connection. */
export function refusedByEgress(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof CalendarAddressRefusedError) return true;
  }
  return false;
}
