/**
 * Spec 4.5: a verification key as the provider makes it (a compact JWT). The island that
 * receives it, the gateway and the origin all refuse anything else before looking further.
 */
export const MAX_KEY_LENGTH = 4096;
export const KEY_SHAPE = /^[A-Za-z0-9_.-]+$/;

/** A key as the provider makes it; anything else is not a key. */
export function isKeyShape(key: unknown): key is string {
  return typeof key === 'string' && key.length > 0 && key.length <= MAX_KEY_LENGTH && KEY_SHAPE.test(key);
}
