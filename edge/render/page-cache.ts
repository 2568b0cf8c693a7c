/**
 * Rendered pages kept in the isolate's memory for visitors (the item page's full-route cache).
 * Pure: no clock, no request; the caller passes `now` and decides what may be kept
 * (edge/render/page-caching.ts).
 *
 * An entry is the document's bytes split at the CSP nonce of the request that rendered it, so a
 * hit is joined again with the new request's nonce: the CSP header and every inline script
 * carry a nonce nobody saw before (a nonce that repeats would let an injected script reuse it).
 * Bounded by total bytes and by entry count, least recently used out first; an entry is dropped
 * once it expires (it never outlives the upstream data it was rendered from).
 */
export interface PageEntry {
  status: number;
  /** The page's own headers (Cache-Control, Vary); security headers are rebuilt per nonce. */
  headers: Readonly<Record<string, string>>;
  /** The document between occurrences of the nonce. */
  parts: readonly Uint8Array[];
  /** Ms since the epoch (the upstream cache's clock) after which the entry is not served. */
  expiresAt: number;
}

export interface PageCacheLimits {
  /** Total bytes of all entries (documents, keys, headers, bookkeeping). */
  maxBytes: number;
  maxEntries: number;
  /** A bigger page is not kept at all, so one page cannot push out all others. */
  maxEntryBytes: number;
}

/** A 50 KB item page: some 160 pages per isolate, far below workerd's 128 MB. */
export const PAGE_CACHE_LIMITS: PageCacheLimits = { maxBytes: 8 * 1024 * 1024, maxEntries: 1000, maxEntryBytes: 512 * 1024 };

/** What an entry costs beyond its bytes (Map slot, objects); a guess that errs high. */
const ENTRY_OVERHEAD_BYTES = 256;

interface Held {
  entry: PageEntry;
  bytes: number;
}

export class PageCache {
  private readonly held = new Map<string, Held>();
  private total = 0;

  constructor(private readonly limits: PageCacheLimits = PAGE_CACHE_LIMITS) {}

  /** The live entry for `key`, now the most recently used; an expired one is dropped. */
  get(key: string, now: number): PageEntry | null {
    const h = this.held.get(key);
    if (!h) return null;
    this.held.delete(key);
    if (!(now < h.entry.expiresAt)) {
      this.total -= h.bytes;
      return null;
    }
    this.held.set(key, h);
    return h.entry;
  }

  /** Keeps `entry` unless it is expired already or too big; false when it was not kept. */
  set(key: string, entry: PageEntry, now: number): boolean {
    const bytes = entryBytes(key, entry);
    this.delete(key);
    if (!(now < entry.expiresAt) || bytes > this.limits.maxEntryBytes || bytes > this.limits.maxBytes) return false;
    this.dropExpired(now);
    this.held.set(key, { entry, bytes });
    this.total += bytes;
    for (const [oldest, h] of this.held) {
      if (this.total <= this.limits.maxBytes && this.held.size <= this.limits.maxEntries) break;
      this.held.delete(oldest);
      this.total -= h.bytes;
    }
    return this.held.has(key);
  }

  delete(key: string): void {
    const h = this.held.get(key);
    if (!h) return;
    this.held.delete(key);
    this.total -= h.bytes;
  }

  clear(): void {
    this.held.clear();
    this.total = 0;
  }

  get size(): number {
    return this.held.size;
  }

  get bytes(): number {
    return this.total;
  }

  private dropExpired(now: number): void {
    for (const [key, h] of this.held) if (!(now < h.entry.expiresAt)) this.delete(key);
  }
}

export function entryBytes(key: string, entry: PageEntry): number {
  let bytes = ENTRY_OVERHEAD_BYTES + key.length * 2;
  for (const part of entry.parts) bytes += part.byteLength;
  for (const [name, value] of Object.entries(entry.headers)) bytes += (name.length + value.length) * 2;
  return bytes;
}

const encoder = new TextEncoder();

/** Every occurrence of `needle` in `haystack`, left to right, not overlapping. */
function indexesOf(haystack: Uint8Array, needle: Uint8Array): number[] {
  const found: number[] = [];
  const first = needle[0];
  if (first === undefined) return found;
  const last = haystack.length - needle.length;
  let i = haystack.indexOf(first);
  while (i !== -1 && i <= last) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) {
      found.push(i);
      i = haystack.indexOf(first, i + needle.length);
    } else {
      i = haystack.indexOf(first, i + 1);
    }
  }
  return found;
}

/** How often `text` (ASCII or not) occurs in the document. */
export function countOf(html: Uint8Array, text: string): number {
  return indexesOf(html, encoder.encode(text)).length;
}

/** The document cut at every occurrence of the nonce; views on `html`, nothing is copied. */
export function splitAtNonce(html: Uint8Array, nonce: string): Uint8Array[] {
  const needle = encoder.encode(nonce);
  if (needle.length === 0) throw new Error('splitAtNonce: empty nonce');
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const at of indexesOf(html, needle)) {
    parts.push(html.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(html.subarray(from));
  return parts;
}

/** The document again, with `nonce` wherever the old one was. */
export function joinWithNonce(parts: readonly Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
  const n = encoder.encode(nonce);
  let length = n.length * Math.max(0, parts.length - 1);
  for (const part of parts) length += part.byteLength;
  const out = new Uint8Array(length);
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      out.set(n, at);
      at += n.length;
    }
    out.set(part, at);
    at += part.byteLength;
  });
  return out;
}
