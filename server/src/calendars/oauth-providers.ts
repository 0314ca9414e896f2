/** The calendars a creator connects through OAuth 2.0 (spec 7): Google Calendar and Outlook (Microsoft Graph). */
export type OAuthProviderName = 'google' | 'outlook';

export interface OAuthProviderConfig {
  name: OAuthProviderName;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  scopes: string[];
  /** Base of the calendar API: Google Calendar v3 or Microsoft Graph v1.0, without a trailing slash. */
  apiUrl: string;
}

// Only what the catalog needs: writing its bookings as events and reading busy times, never the whole calendar.
const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.freebusy',
];
// offline_access is what makes Microsoft return a refresh token; Calendars.ReadWrite covers calendarView + events.
const MICROSOFT_SCOPES = ['offline_access', 'Calendars.ReadWrite'];

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Providers enabled by configuration: GOOGLE_CALENDAR_CLIENT_ID + GOOGLE_CALENDAR_CLIENT_SECRET enable google,
 * MICROSOFT_CALENDAR_CLIENT_ID + MICROSOFT_CALENDAR_CLIENT_SECRET (+ optional MICROSOFT_CALENDAR_TENANT, default
 * 'common') enable outlook. The endpoints default to the real ones; `*_AUTHORIZE_URL`, `*_TOKEN_URL` and
 * `*_API_URL` point them at local stand-ins in tests, since neither provider is reachable from there.
 */
export function readOAuthProviders(env: NodeJS.ProcessEnv): OAuthProviderConfig[] {
  const providers: OAuthProviderConfig[] = [];
  const google = credentials(env.GOOGLE_CALENDAR_CLIENT_ID, env.GOOGLE_CALENDAR_CLIENT_SECRET);
  if (google) {
    providers.push({
      name: 'google',
      ...google,
      authorizeUrl: env.GOOGLE_CALENDAR_AUTHORIZE_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: env.GOOGLE_CALENDAR_TOKEN_URL || 'https://oauth2.googleapis.com/token',
      scopes: GOOGLE_SCOPES,
      apiUrl: withoutTrailingSlash(env.GOOGLE_CALENDAR_API_URL || 'https://www.googleapis.com/calendar/v3'),
    });
  }
  const microsoft = credentials(env.MICROSOFT_CALENDAR_CLIENT_ID, env.MICROSOFT_CALENDAR_CLIENT_SECRET);
  if (microsoft) {
    // 'common' accepts both work/school and personal Microsoft accounts; a single-tenant app sets its tenant id.
    const tenant = encodeURIComponent(env.MICROSOFT_CALENDAR_TENANT || 'common');
    const login = `https://login.microsoftonline.com/${tenant}/oauth2/v2.0`;
    providers.push({
      name: 'outlook',
      ...microsoft,
      authorizeUrl: env.MICROSOFT_CALENDAR_AUTHORIZE_URL || `${login}/authorize`,
      tokenUrl: env.MICROSOFT_CALENDAR_TOKEN_URL || `${login}/token`,
      scopes: MICROSOFT_SCOPES,
      apiUrl: withoutTrailingSlash(env.MICROSOFT_CALENDAR_API_URL || 'https://graph.microsoft.com/v1.0'),
    });
  }
  return providers;
}

/** Both halves or nothing: a client id without its secret could start authorizations it can never finish. */
function credentials(clientId: string | undefined, clientSecret: string | undefined) {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}
