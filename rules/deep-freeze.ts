/**
 * Freezes `value` and every object and array reachable from it, so a mutation throws (modules
 * are strict) instead of quietly changing what other requests see. For the shared upstream
 * answers in development and tests (edge/upstream/cache.ts): the rule that they are never
 * mutated becomes a check. Cycles and objects frozen already are passed over; what freezing
 * cannot seal (a Map's entries, a Date's time) is left as it is.
 */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    // A frozen parent may still hold unfrozen children (a frozen constant's nested list): walk on.
    Object.freeze(next);
    for (const key of Reflect.ownKeys(next)) stack.push((next as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}
