import { type CalendarEgress, calendarEgress, readAllowedHosts } from './calendar-egress';
import { CALENDAR_RETRY_DELAYS_MS } from './connected-calendar';
import { type CredentialsBox, type CredentialsKeys, createCredentialsBox } from './credentials-box';
import { type OAuthProviderConfig, readOAuthProviders } from './oauth-providers';

/**
 * The calendar side of the API's configuration: CalDAV is always offered; Google and Microsoft when their
 * client ids and secrets are configured; the development stand-in only when `CALENDAR_DEV_PROVIDER=1`.
 */
export interface CalendarSettings {
  oauthProviders: OAuthProviderConfig[];
  developmentProvider: boolean;
  /** Origins whose pages may receive the OAuth answer (the site, partner pages): other redirect URIs are refused. */
  redirectOrigins: string[];
  box: CredentialsBox;
  /** Where CalDAV calls may go: public addresses, and the hosts of `CALENDAR_ALLOWED_HOSTS`. */
  egress: CalendarEgress;
  /** Waits before each new attempt of a calendar call that hit a hiccup. */
  retryDelaysMs: readonly number[];
}

/** The development stand-in's name in the provider list. */
export const DEVELOPMENT_PROVIDER = 'local';
export const CALDAV_PROVIDER = 'caldav';

export function calendarSettings(options: {
  env?: NodeJS.ProcessEnv;
  keys: CredentialsKeys;
  redirectOrigins: string[];
  developmentProvider?: boolean;
  retryDelaysMs?: readonly number[];
}): CalendarSettings {
  const env = options.env ?? {};
  return {
    oauthProviders: readOAuthProviders(env),
    developmentProvider: options.developmentProvider ?? env.CALENDAR_DEV_PROVIDER === '1',
    redirectOrigins: options.redirectOrigins,
    box: createCredentialsBox(options.keys),
    egress: calendarEgress({
      allowedHosts: readAllowedHosts(env.CALENDAR_ALLOWED_HOSTS),
      // A CalDAV password crosses the network in every request: never in clear in production.
      httpsOnly: env.NODE_ENV === 'production',
    }),
    retryDelaysMs: options.retryDelaysMs ?? CALENDAR_RETRY_DELAYS_MS,
  };
}

/** Provider names the creator may connect, in the order the catalog lists them. */
export function enabledProviders(settings: CalendarSettings): string[] {
  return [
    CALDAV_PROVIDER,
    ...settings.oauthProviders.map((provider) => provider.name),
    ...(settings.developmentProvider ? [DEVELOPMENT_PROVIDER] : []),
  ];
}

/** Whether the OAuth answer may be sent to this URI: an http(s) page of an allowed origin. */
export function isAllowedRedirect(settings: CalendarSettings, redirectUri: string): boolean {
  const url = URL.parse(redirectUri);
  return url !== null && settings.redirectOrigins.includes(url.origin);
}
