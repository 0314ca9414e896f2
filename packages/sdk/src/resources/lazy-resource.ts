/**
 * How a resource answers, member by member: a Promise (`'call'`), an async generator (`'stream'`), or a nested
 * resource. Derived from the resource's type, so a shape that forgets or misnames a method does not compile.
 */
export type ResourceShape<R> = {
  [K in keyof R]-?: R[K] extends (...args: never[]) => AsyncGenerator<unknown, unknown, unknown>
    ? 'stream'
    : R[K] extends (...args: never[]) => Promise<unknown>
      ? 'call'
      : ResourceShape<R[K]>;
};

type Member = (...args: unknown[]) => unknown;
type Loaded = Record<string, unknown>;

/**
 * A resource whose code loads on its first call: every method keeps its signature (Promises stay Promises,
 * streams stay async generators), so a screen pays only for the resources it calls. A failed load (a
 * chunk the network lost) is retried on the next call rather than remembered.
 */
export function lazyResource<R extends object>(load: () => Promise<R>, shape: ResourceShape<R>): R {
  let pending: Promise<Loaded> | undefined;
  const resource = () => {
    pending ??= (load() as Promise<Loaded>).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return forward(resource, shape as Loaded) as R;
}

function forward(resource: () => Promise<Loaded>, shape: Loaded): Loaded {
  const members: Loaded = {};
  for (const [name, kind] of Object.entries(shape)) {
    const member = async () => (await resource())[name];
    if (kind === 'call') {
      members[name] = async (...args: unknown[]) => ((await resource())[name] as Member)(...args);
    } else if (kind === 'stream') {
      members[name] = async function* (...args: unknown[]) {
        yield* ((await resource())[name] as Member)(...args) as AsyncGenerator<unknown>;
      };
    } else {
      members[name] = forward(member as () => Promise<Loaded>, kind as Loaded);
    }
  }
  return members;
}
