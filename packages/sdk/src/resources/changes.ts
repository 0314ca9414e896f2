/** Structural equality of JSON-like values: what a PATCH compares to decide whether a field changed. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => key in right && sameValue(left[key], right[key]));
}

/**
 * The fields of `next` that differ from `previous`, for `PATCH` calls (spec 7: "changed params"). Sending only
 * those keeps an edit from overwriting what another tab changed in the meantime, and keeps a no-op edit empty.
 */
export function changedFields<T extends object>(previous: Partial<T>, next: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] === undefined) continue;
    if (!sameValue(previous[key], next[key])) changes[key] = next[key];
  }
  return changes;
}
