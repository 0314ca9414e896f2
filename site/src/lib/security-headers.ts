/** Hosts where a browser talks plain HTTP to a developer's machine: HSTS there would break every other port. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Headers every page of the app carries. The script and style policy itself is Astro's
 * (`security.csp` in astro.config.ts: hashes of its own inline scripts, no `unsafe-inline` for scripts); this
 * adds what a `<meta>` policy cannot say: no page of the app is meant to be framed.
 */
export function securityHeaders(hostname: string): Record<string, string> {
  return {
    'content-security-policy': "frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(LOOPBACK_HOSTS.has(hostname)
      ? {}
      : { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
  };
}

/** Sets the headers on a response, keeping a policy the page already sent (Astro's) beside ours. */
export function applySecurityHeaders(response: Response, hostname: string): Response {
  for (const [name, value] of Object.entries(securityHeaders(hostname))) {
    if (name === 'content-security-policy') response.headers.append(name, value);
    else response.headers.set(name, value);
  }
  return response;
}
