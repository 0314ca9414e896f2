import fc from 'fast-check';
import { hostileString, refusedBodyFor, valueFor } from './hostile-values';

type Schema = { [key: string]: unknown };

/** One operation of the OpenAPI document, as the fuzz suites read it. */
export interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: 'path' | 'query'; schema?: Schema }[];
  requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
}

/** Every operation of a served OpenAPI document. */
export function operationsOf(document: { paths?: unknown; data?: { paths?: unknown } }): Operation[] {
  const paths = (document.paths ?? document.data?.paths) as Record<string, Record<string, Operation>>;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

const idValue = fc.oneof(
  fc.uuid(),
  hostileString.filter((s) => s.length > 0 && s.length < 2000),
);

/** Requests of one operation: hostile or unknown ids, hostile query values, bodies the contract refuses. */
export function hostileRequestFor(operation: Operation) {
  const params = operation.parameters ?? [];
  const pathParams = fc.record(
    Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, idValue])),
  );
  const query = fc.record(
    Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema)])),
    { requiredKeys: [] },
  );
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = operation.requestBody ? refusedBodyFor(bodySchema) : fc.constant(undefined);
  return fc.record({ pathParams, query, body }).map(({ pathParams, query, body }) => {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String((pathParams as Record<string, unknown>)[name])),
    );
    const search = new URLSearchParams(
      Object.entries(query as Record<string, unknown>).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ).toString();
    return { method: operation.method, url: search ? `${path}?${search}` : path, body, operation };
  });
}
