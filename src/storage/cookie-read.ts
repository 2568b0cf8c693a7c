/**
 * Reading the Cookie header (the browser's `document.cookie` too): the half of ./cookie.ts that
 * every page's entry needs. Apart from the writer (descriptors, `Set-Cookie`), so modules shared
 * by the entry and lazily loaded islands do not pull the writer into the entry (issue 32 §3).
 */

/** RFC 6265 token characters: what a cookie name may be made of. */
export const NAME_RE = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** decodeURIComponent that gives the raw text back instead of throwing on a bad escape. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * `a=1; b=x%20y` → `{ a: '1', b: 'x y' }`. Never throws: pairs without `=` or with an invalid
 * name are skipped, surrounding quotes are dropped, bad percent-escapes stay as text. The first
 * of duplicate names wins (browsers send the most specific path first). The result has no
 * prototype, so names like `__proto__` are plain keys.
 */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (typeof header !== 'string' || header === '') return out;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (!NAME_RE.test(name) || name in out) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    out[name] = safeDecode(value);
  }
  return out;
}
