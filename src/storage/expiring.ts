/**
 * Spec 5 and 9: cookie and local-storage values may carry an expiry, and an expired value is
 * removed on read; web local-storage falls back to memory when it cannot be used.
 *
 * Wire form: JSON `{"v": value, "e": expiresAtMs}`. `e` may be absent (never expires).
 * Anything that is not this shape (not JSON, no `v`, `e` not a finite number) is corrupt: it
 * reads as null and is marked for removal, so a broken entry cannot stick around forever.
 */
export interface Expiring<T> {
  v: T;
  e?: number;
}

export interface ExpiryRead<T> {
  value: T | null;
  /** True when the caller should delete the stored entry (expired or corrupt). */
  remove: boolean;
}

const ms = (t: number | Date): number => (typeof t === 'number' ? t : t.getTime());

/** Serialises `value` with its expiry instant; `expiresAt` null means it never expires. */
export function wrapWithExpiry<T>(value: T, expiresAt: number | Date | null): string {
  const wrapped: Expiring<T> = { v: value };
  if (expiresAt !== null) {
    const e = ms(expiresAt);
    if (!Number.isFinite(e)) throw new RangeError('wrapWithExpiry: expiresAt is not a valid time');
    wrapped.e = e;
  }
  return JSON.stringify(wrapped);
}

/** A value is expired from its expiry instant on: `now >= expiresAt`. */
export function readWithExpiry<T = unknown>(raw: string | null | undefined, now: number | Date): ExpiryRead<T> {
  if (raw === null || raw === undefined) return { value: null, remove: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { value: null, remove: true };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !('v' in parsed)) {
    return { value: null, remove: true };
  }
  const { v, e } = parsed as { v: T; e?: unknown };
  if (e !== undefined && (typeof e !== 'number' || !Number.isFinite(e))) return { value: null, remove: true };
  if (typeof e === 'number' && ms(now) >= e) return { value: null, remove: true };
  return { value: v, remove: false };
}

/** The subset of the Web Storage API we use. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Reads an expiring value; an expired or corrupt one is removed and reads as null. */
  getWithExpiry<T = unknown>(key: string, now: number | Date): T | null;
  setWithExpiry<T>(key: string, value: T, expiresAt: number | Date | null): void;
}

function defaultBacking(): StorageLike | undefined {
  try {
    // Reading `localStorage` itself throws in some sandboxed frames and privacy modes.
    return (globalThis as { localStorage?: StorageLike }).localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Local storage that never throws. `backing` defaults to `globalThis.localStorage`. An in-memory
 * Map overlays it: a write the backing refuses (private mode, quota, no storage at all) lands in
 * memory, and reads look at memory first, so the page keeps working for its lifetime.
 */
export function createStorage(backing: StorageLike | undefined = defaultBacking()): SafeStorage {
  const memory = new Map<string, string>();

  const storage: SafeStorage = {
    getItem(key) {
      const held = memory.get(key);
      if (held !== undefined) return held;
      if (!backing) return null;
      try {
        return backing.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      if (backing) {
        try {
          backing.setItem(key, value);
          memory.delete(key);
          return;
        } catch {
          // fall through to memory
        }
      }
      memory.set(key, value);
    },
    removeItem(key) {
      memory.delete(key);
      if (!backing) return;
      try {
        backing.removeItem(key);
      } catch {
        // nothing more to do: the memory copy is gone, the backing one cannot be reached
      }
    },
    getWithExpiry<T>(key: string, now: number | Date): T | null {
      const read = readWithExpiry<T>(storage.getItem(key), now);
      if (read.remove) storage.removeItem(key);
      return read.value;
    },
    setWithExpiry(key, value, expiresAt) {
      storage.setItem(key, wrapWithExpiry(value, expiresAt));
    },
  };
  return storage;
}
