import { partial, type Struct } from 'superstruct';

/** What a struct holds, read without superstruct's `Infer` constraint (a schema's values are structs). */
type Held<V> = V extends Struct<infer T, infer _S> ? T : never;

/**
 * Each field of an object schema, made optional: superstruct's `PartialObjectSchema`, restated here because
 * superstruct keeps it in `superstruct/dist/utils`, a path the published types would then have to name and that
 * `node16`/`nodenext` resolution refuses without a file extension.
 */
export type OptionalFields<S> = { [K in keyof S]: Struct<Held<S[K]> | undefined> };

/** The same object with every field optional. */
export type OptionalObject<T> = { [K in keyof T]?: T[K] | undefined };

/** `partial()` of superstruct (`PATCH` payloads), typed with names superstruct exports at its root. */
export function partialObject<T extends object, S>(
  struct: Struct<T, S>,
): Struct<OptionalObject<T>, OptionalFields<S>> {
  return partial(struct as unknown as Parameters<typeof partial>[0]) as unknown as Struct<
    OptionalObject<T>,
    OptionalFields<S>
  >;
}
