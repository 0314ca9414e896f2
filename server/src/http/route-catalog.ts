import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assert, type Struct } from 'superstruct';
import { ApiError } from './errors';
import { parseWith } from './validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes registered with `defineRoute`, for the OpenAPI document. */
    catalog: RouteCatalog;
    /** Every method and URL Fastify registered (HEAD and OPTIONS included), as its onRoute hook saw them. */
    registeredRoutes: { method: string; url: string }[];
  }
}

/** Any struct, whatever it validates: a description only reads its shape (T sits in contravariant spots). */
// biome-ignore lint/suspicious/noExplicitAny: Struct<T> is invariant in T, so only `any` accepts every struct.
export type DescribedStruct = Struct<any, unknown>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** What the OpenAPI document says about one route; kept next to the registration so it cannot drift. */
export interface RouteDescription {
  method: HttpMethod;
  /** Fastify form: `/pushes/:id`. */
  url: string;
  summary: string;
  tag: string;
  /**
   * `creator` routes need a creator's verified bearer token, `fan` routes a fan's (the fan app's client);
   * `public` ones need none (media links carry a signature, payment events an HMAC).
   */
  access: 'creator' | 'fan' | 'public';
  query?: DescribedStruct;
  body?: DescribedStruct;
  /** The `data` payload struct of a JSON answer; absent for 204 and for raw answers (files, redirects). */
  response?: DescribedStruct;
  successStatus: number;
  /** For raw answers: the media type of the body (`image/*`, `text/html`), or a redirect. */
  rawContent?: string;
}

export interface RouteInput<Body, Query> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Body;
  query: Query;
  params: Record<string, string>;
}

export interface RouteDefinition<Body, Query, Data> extends Omit<RouteDescription, 'successStatus'> {
  query?: Struct<Query, unknown>;
  body?: Struct<Body, unknown>;
  response?: Struct<Data, unknown>;
  successStatus?: number;
  handler: (input: RouteInput<Body, Query>) => Promise<Data | undefined>;
}

/** Every route the app registers, in order; the OpenAPI document is generated from it. */
export class RouteCatalog {
  readonly routes: RouteDescription[] = [];
  /**
   * Whether every JSON answer is checked against its response struct before it leaves. On wherever the answers
   * are being proven (tests, development, the contract suite); production may turn it off, as checking a page
   * of records costs about a tenth of the request, and the SDK checks what it receives anyway.
   */
  readonly checkResponses: boolean;
  constructor(options: { checkResponses?: boolean } = {}) {
    this.checkResponses = options.checkResponses ?? true;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Registers a route with its description. Path ids that are not uuids answer 404 like unknown ones; query and
 * body are validated against their structs; a JSON answer is checked against its response struct (unless the
 * catalog says otherwise), so an answer that breaks the contract is a 500 and never reaches a client.
 */
export function defineRoute<Body = undefined, Query = undefined, Data = unknown>(
  app: FastifyInstance,
  catalog: RouteCatalog,
  definition: RouteDefinition<Body, Query, Data>,
) {
  const { handler, ...description } = definition;
  const successStatus = definition.successStatus ?? (definition.response ? 200 : 204);
  catalog.routes.push({ ...description, successStatus });
  app.route({
    method: definition.method,
    url: definition.url,
    handler: async (request, reply) => {
      const params = (request.params ?? {}) as Record<string, string>;
      for (const [name, value] of Object.entries(params)) {
        if (name === 'id' || name.endsWith('Id')) {
          if (!UUID.test(value)) throw new ApiError(404, 'not_found', 'No such resource');
        }
      }
      const query = definition.query ? parseWith(definition.query, request.query ?? {}) : undefined;
      const body = definition.body ? parseWith(definition.body, request.body) : undefined;
      const data = await handler({ request, reply, params, query: query as Query, body: body as Body });
      if (definition.rawContent) return reply;
      if (!definition.response) return reply.status(successStatus).send();
      if (catalog.checkResponses) assert(data, definition.response);
      return reply.status(successStatus).send({ data });
    },
  });
}

export function notFound(): ApiError {
  return new ApiError(404, 'not_found', 'No such resource');
}

/** Describes a route registered by other code (plain `app.post`), so the document still lists it. */
export function describeRoute(catalog: RouteCatalog, description: RouteDescription): void {
  catalog.routes.push(description);
}
