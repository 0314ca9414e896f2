import {
  calendarConnectPayloadStruct,
  calendarConnectUrlStruct,
  calendarProviderStruct,
  calendarProvidersStruct,
} from '@mym/sdk/contract';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { literal, object, refine, size, string } from 'superstruct';
import {
  disconnectCalendar,
  isKnownProvider,
  issueAuthorizationCode,
  listCalendarProviders,
  redeemAuthorizationCode,
  startAuthorization,
} from '../db/calendar-connections';
import type { ApiContext } from '../http/api-context';
import { ApiError } from '../http/errors';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';

/** Where the local calendar provider asks for consent; a real provider's authorize endpoint in production. */
export const LOCAL_PROVIDER_AUTHORIZE_PATH = '/bookings/calendars/local-provider/authorize';

const absoluteUrl = refine(size(string(), 1, 2048), 'absoluteUrl', (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
});

/** contract gap: no query struct for `GET /bookings/calendars/connect` (spec 5: provider and redirect URI). */
export const calendarConnectQueryStruct = object({
  provider: size(string(), 1, 64),
  redirect_uri: absoluteUrl,
});
/** The local provider's authorize query (OAuth 2.0 authorization request, RFC 6749 4.1.1). */
export const localAuthorizeQueryStruct = object({
  response_type: literal('code'),
  client_id: string(),
  provider: string(),
  state: size(string(), 1, 128),
  redirect_uri: absoluteUrl,
});

/** Calendar sync of the catalog (spec 2, 7) with a real OAuth 2.0 authorization-code round trip. */
export function calendarConnectionRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, clock, publicUrl } = ctx;
  const tag = 'bookings';
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/bookings/calendars/providers',
    tag,
    access: 'creator',
    summary: 'Calendar providers and whether each is Synced (spec 7: data.providers)',
    response: calendarProvidersStruct,
    handler: async ({ request }) => ({ providers: await listCalendarProviders(db, request.creator.id) }),
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/bookings/calendars/connect',
    tag,
    access: 'creator',
    summary: "The provider's authorization URL to send the creator to (spec 7)",
    query: calendarConnectQueryStruct,
    response: calendarConnectUrlStruct,
    handler: async ({ request, query }) => {
      if (!(await isKnownProvider(db, query.provider)))
        rejectIfInvalid({ provider: [MANDATORY_FIELD_ERROR] });
      const state = await startAuthorization(db, request.creator.id, query.provider, query.redirect_uri);
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
    body: calendarConnectPayloadStruct,
    response: calendarProviderStruct,
    handler: async ({ request, body }) => {
      const connected = await redeemAuthorizationCode(
        db,
        request.creator.id,
        { code: body.code, provider: body.provider, redirectUri: body.redirect_uri },
        clock(),
      );
      if (!connected) throw new ApiError(400, 'invalid_grant', 'The authorization code is not valid');
      return connected;
    },
  });
  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/bookings/calendars/:id',
    tag,
    access: 'creator',
    summary: 'Disconnect a synced calendar; its provider becomes Unsynced (spec 7)',
    handler: async ({ request, params }) => {
      if (!(await disconnectCalendar(db, request.creator.id, params.id as string))) throw notFound();
      return undefined;
    },
  });
}

/**
 * The local calendar provider's authorize endpoint, reached by the creator's browser (so without a bearer
 * token): it consents at once and redirects back with a single-use code and the state. An unknown state is
 * never redirected, as OAuth requires for an unverified redirect URI.
 */
export function localCalendarProviderRoutes(app: FastifyInstance, ctx: ApiContext) {
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: LOCAL_PROVIDER_AUTHORIZE_PATH,
    tag: 'bookings',
    access: 'public',
    summary: 'Local calendar provider: consent, then redirect to redirect_uri with code and state',
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
