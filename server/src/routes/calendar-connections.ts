import {
  calDavAccountPayloadStruct,
  calendarConnectPayloadStruct,
  calendarConnectUrlStruct,
  calendarProviderStruct,
  calendarProvidersStruct,
} from '@mym/sdk/contract';
import { MANDATORY_FIELD_ERROR, URL_MAX_LENGTH } from '@mym/sdk/rules';
import { generateCodeVerifier } from 'arctic';
import type { FastifyInstance } from 'fastify';
import { literal, object, optional, refine, size, string } from 'superstruct';
import { openCalDavCalendar } from '../calendars/caldav-calendar';
import {
  CALDAV_PROVIDER,
  DEVELOPMENT_PROVIDER,
  enabledProviders,
  isAllowedRedirect,
} from '../calendars/calendar-settings';
import { CalendarSyncError, syncing } from '../calendars/connected-calendar';
import { sealTokens } from '../calendars/creator-calendar';
import { authorizationUrl, exchangeCode } from '../calendars/oauth-connection';
import {
  disconnectCalendar,
  issueAuthorizationCode,
  listCalendarProviders,
  redeemDevelopmentCode,
  startAuthorization,
  storeConnection,
  takeAuthorization,
} from '../db/calendar-connections';
import type { ApiContext } from '../http/api-context';
import { ApiError } from '../http/errors';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { connectedProvider, presentCalendarProvider } from '../presenters/calendar-provider';

/** Where the development stand-in asks for consent (only with `CALENDAR_DEV_PROVIDER=1`). */
export const LOCAL_PROVIDER_AUTHORIZE_PATH = '/bookings/calendars/local-provider/authorize';

const absoluteUrl = refine(size(string(), 1, URL_MAX_LENGTH), 'absoluteUrl', (value) => {
  const url = URL.parse(value);
  return url !== null && ['http:', 'https:'].includes(url.protocol);
});

/** contract gap: no query struct for `GET /bookings/calendars/connect` (spec 5: provider and redirect URI). */
export const calendarConnectQueryStruct = object({
  provider: size(string(), 1, 64),
  redirect_uri: absoluteUrl,
});
/** The development provider's authorize query (OAuth 2.0 authorization request, RFC 6749 4.1.1). */
export const localAuthorizeQueryStruct = object({
  response_type: literal('code'),
  client_id: string(),
  provider: string(),
  state: size(string(), 1, 128),
  redirect_uri: absoluteUrl,
});
/** `POST /bookings/calendars/connect` also takes the `state` the provider returned, when the page has it. */
const connectBodyStruct = object({
  ...calendarConnectPayloadStruct.schema,
  state: optional(size(string(), 1, 128)),
});

const refused = (failure: string) =>
  new ApiError(
    400,
    failure === 'credentials_refused' ? 'calendar_credentials_refused' : 'calendar_unreachable',
    failure === 'credentials_refused'
      ? 'The calendar refused these credentials'
      : 'The calendar could not be reached',
  );

/** Calendar sync of the catalog (spec 2, 7): CalDAV accounts, OAuth providers with PKCE, the dev stand-in. */
export function calendarConnectionRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, clock, publicUrl, calendars } = ctx;
  const tag = 'bookings';
  const oauthProvider = (name: string) => calendars.oauthProviders.find((provider) => provider.name === name);
  const checkProvider = (name: string) => {
    const consentBased =
      oauthProvider(name) || (calendars.developmentProvider && name === DEVELOPMENT_PROVIDER);
    if (!consentBased) rejectIfInvalid({ provider: [MANDATORY_FIELD_ERROR] });
  };
  const checkRedirect = (redirectUri: string) => {
    if (!isAllowedRedirect(calendars, redirectUri))
      rejectIfInvalid({ redirect_uri: [MANDATORY_FIELD_ERROR] });
  };

  defineRoute(app, catalog, {
    method: 'GET',
    url: '/bookings/calendars/providers',
    tag,
    access: 'creator',
    summary: 'Calendar providers and whether each is Synced (spec 7: data.providers)',
    response: calendarProvidersStruct,
    handler: async ({ request }) => ({
      providers: (await listCalendarProviders(db, request.creator.id, enabledProviders(calendars))).map(
        presentCalendarProvider,
      ),
    }),
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/bookings/calendars/connect',
    tag,
    access: 'creator',
    summary: "The provider's authorization URL (PKCE) to send the creator to (spec 7)",
    query: calendarConnectQueryStruct,
    response: calendarConnectUrlStruct,
    handler: async ({ request, query }) => {
      checkProvider(query.provider);
      checkRedirect(query.redirect_uri);
      const provider = oauthProvider(query.provider);
      const codeVerifier = provider ? generateCodeVerifier() : undefined;
      const state = await startAuthorization(
        db,
        {
          creatorId: request.creator.id,
          provider: query.provider,
          redirectUri: query.redirect_uri,
          codeVerifier,
        },
        clock(),
      );
      if (provider && codeVerifier) {
        return {
          url: authorizationUrl(provider, {
            state,
            codeVerifier,
            redirectUri: query.redirect_uri,
          }).toString(),
        };
      }
      const url = new URL(LOCAL_PROVIDER_AUTHORIZE_PATH, `${publicUrl}/`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: 'creators',
        provider: query.provider,
        redirect_uri: query.redirect_uri,
        state,
      }).toString();
      return { url: url.toString() };
    },
  });
  defineRoute(app, catalog, {
    method: 'POST',
    url: '/bookings/calendars/connect',
    tag,
    access: 'creator',
    summary: 'Exchange the code the provider returned; the provider becomes Synced (spec 7)',
    body: connectBodyStruct,
    response: calendarProviderStruct,
    handler: async ({ request, body }) => {
      checkProvider(body.provider);
      checkRedirect(body.redirect_uri);
      const creatorId = request.creator.id;
      const grant = { code: body.code, provider: body.provider, redirectUri: body.redirect_uri };
      const invalidGrant = new ApiError(400, 'invalid_grant', 'The authorization code is not valid');
      const provider = oauthProvider(body.provider);
      if (!provider) {
        if (!(await redeemDevelopmentCode(db, creatorId, grant, clock()))) throw invalidGrant;
        return connectedProvider(
          body.provider,
          await storeConnection(db, creatorId, body.provider, null, clock()),
        );
      }
      const pending = await takeAuthorization(db, { creatorId, ...grant, state: body.state }, clock());
      if (!pending?.codeVerifier) throw invalidGrant;
      const verifier = pending.codeVerifier;
      try {
        const tokens = await syncing(() => exchangeCode(provider, { ...grant, codeVerifier: verifier }));
        const sealed = sealTokens(calendars, tokens);
        return connectedProvider(
          body.provider,
          await storeConnection(db, creatorId, body.provider, sealed, clock()),
        );
      } catch (error) {
        if (error instanceof CalendarSyncError && error.failure === 'credentials_refused') throw invalidGrant;
        if (error instanceof CalendarSyncError) throw refused(error.failure);
        throw error;
      }
    },
  });
  defineRoute(app, catalog, {
    method: 'POST',
    url: '/bookings/calendars/caldav',
    tag,
    access: 'creator',
    summary: 'Connect a CalDAV account (server URL, user name, password): checked by opening its calendar',
    body: calDavAccountPayloadStruct,
    response: calendarProviderStruct,
    handler: async ({ request, body }) => {
      try {
        // Not retried: the creator is waiting for the answer, and tries again themselves.
        const calendar = await syncing(() => openCalDavCalendar(body, calendars.egress), []);
        const sealed = calendars.box.seal(calendar);
        const connectionId = await storeConnection(db, request.creator.id, CALDAV_PROVIDER, sealed, clock());
        return connectedProvider(CALDAV_PROVIDER, connectionId);
      } catch (error) {
        if (error instanceof CalendarSyncError) throw refused(error.failure);
        throw error;
      }
    },
  });
  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/bookings/calendars/:id',
    tag,
    access: 'creator',
    summary: 'Disconnect a calendar; its provider becomes Unsynced (spec 7)',
    handler: async ({ request, params }) => {
      if (!(await disconnectCalendar(db, request.creator.id, params.id as string))) throw notFound();
      return undefined;
    },
  });
}

/**
 * The development stand-in's authorize endpoint, reached by the creator's browser (so without a bearer
 * token): it consents at once and redirects back with a single-use code and the state. Registered only when
 * `CALENDAR_DEV_PROVIDER=1`; an unknown or expired state is never redirected, as OAuth requires.
 */
export function localCalendarProviderRoutes(app: FastifyInstance, ctx: ApiContext) {
  if (!ctx.calendars.developmentProvider) return;
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: LOCAL_PROVIDER_AUTHORIZE_PATH,
    tag: 'bookings',
    access: 'public',
    summary: 'Development calendar provider: consent, then redirect to redirect_uri with code and state',
    query: localAuthorizeQueryStruct,
    rawContent: 'redirect',
    handler: async ({ query, reply }) => {
      const issued = await issueAuthorizationCode(ctx.db, query.state, query.redirect_uri, ctx.clock());
      if (!issued) throw new ApiError(400, 'invalid_request', 'Unknown or already used authorization state');
      const target = new URL(query.redirect_uri);
      target.searchParams.set('code', issued.code);
      target.searchParams.set('state', query.state);
      target.searchParams.set('provider', issued.provider);
      await reply.redirect(target.toString(), 302);
      return undefined;
    },
  });
}
