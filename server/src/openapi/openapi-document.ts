import { errorEnvelopeStruct } from '@mym/sdk/contract';
import type { RouteDescription } from '../http/route-catalog';
import { type JsonSchema, toJsonSchema } from './json-schema';

/** `/pushes/:id` -> `/pushes/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function operationId(route: RouteDescription): string {
  const words = route.url
    .split(/[/:-]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return route.method.toLowerCase() + words.join('');
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

function parameters(route: RouteDescription): JsonSchema[] {
  const inPath = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  }));
  const query = route.query ? toJsonSchema(route.query) : { properties: {} };
  const required = new Set((query.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
    }),
  );
  return [...inPath, ...inQuery];
}

function responses(route: RouteDescription): JsonSchema {
  const success: JsonSchema = route.response
    ? {
        description: route.summary,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { data: toJsonSchema(route.response) },
              required: ['data'],
            },
          },
        },
      }
    : route.rawContent === 'redirect'
      ? { description: 'Redirect (Location header)' }
      : route.rawContent
        ? { description: route.summary, content: { [route.rawContent]: {} } }
        : { description: 'No content' };
  const result: JsonSchema = { [String(route.successStatus)]: success };
  if (route.query || route.body)
    result['400'] = errorResponse('validation_failed: error.fields maps fields to spec 5 keys');
  if (route.access !== 'public')
    result['401'] = errorResponse('Missing, invalid, expired or revoked bearer token');
  if (route.url.includes(':') || route.access === 'public')
    result['404'] = errorResponse('Unknown, foreign or invalid id');
  if (route.body) result['413'] = errorResponse('Body over the size limit');
  result.default = errorResponse('Any other error');
  return result;
}

/** The OpenAPI 3.1 document of every route in the catalog: generated, so it cannot drift from the code. */
export function openApiDocument(routes: readonly RouteDescription[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    (paths[path] as Record<string, JsonSchema>)[route.method.toLowerCase()] = {
      operationId: operationId(route),
      summary: route.summary,
      tags: [route.tag],
      security: route.access === 'public' ? [] : [{ bearer: [] }],
      parameters: parameters(route),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toJsonSchema(route.body) } },
            },
          }
        : {}),
      responses: responses(route),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Creators back office API',
      version: '2.0.1',
      description: 'Reference API of the creator back office. Amounts in minor units, instants ISO-8601 UTC.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorEnvelope: toJsonSchema(errorEnvelopeStruct) },
    },
    paths,
  };
}
