/**
 * Whether React owns an element of a server-rendered island yet. React 19 hydrates in a transition, possibly over
 * several tasks, and a lazily split screen later still: an element is React's once its fiber belongs to the
 * committed tree (the root's current one), when its ref callbacks and listeners are in place.
 */

type FiberLike = {
  tag?: number;
  return?: FiberLike | null;
  alternate?: FiberLike | null;
  stateNode?: { current?: unknown };
};

const HOST_ROOT = 3;

export function isCommitted(field: Element): boolean {
  const fiberKey = Object.keys(field).find((key) => key.startsWith('__reactFiber$'));
  if (!fiberKey) return false;
  const fiber = (field as unknown as Record<string, FiberLike | undefined>)[fiberKey];
  let root = fiber;
  while (root?.return) root = root.return;
  if (root?.tag !== HOST_ROOT) return false;
  const current = root.stateNode?.current;
  // The element keeps the fiber it was hydrated with. Once the screen renders again (a form re-rendering as its data
  // settles), the committed tree is that fiber's alternate: a fiber with an alternate was committed before React
  // cloned it, so the field is React's even though its own root is no longer the current one.
  return current === root || (fiber?.alternate != null && root.alternate === current);
}

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
