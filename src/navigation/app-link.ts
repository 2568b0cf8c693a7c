/**
 * The web page the app opens for one of our app-scheme links, the inverse of `appDeepLink`
 * (attribution-link.ts): `storefront://product/1001?source=x#review` → `/products/1001?source=x#review`,
 * `storefront://best-items` → `/best-items`. Null for another scheme or a path that is not a
 * plain path of ours (no `//`, no dot segments, no leading slash: the answer is always a
 * root-relative path on this origin). The fake app (`/_app`, edge/pages/fake-app/script.ts)
 * navigates its frame there, as the app would open its own screen for it.
 *
 * Self-contained on purpose (no outer names): the fake app runs it in the browser from its source.
 */
export function webPathOfAppLink(href: string, scheme: string): string | null {
  const prefix = `${scheme}://`;
  if (typeof href !== 'string' || href.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return null;
  const parts = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href.slice(prefix.length));
  if (!parts) return null;
  const path = parts[1] ?? '';
  if (!/^(?:[A-Za-z0-9_.~%-]+(?:\/[A-Za-z0-9_.~%-]+)*\/?)?$/.test(path) || /(?:^|\/)\.{1,2}(?:\/|$)/.test(path) || /%2f|%5c/i.test(path)) return null;
  const item = /^product\/(\d{1,12})\/?$/.exec(path);
  return `${item ? `/products/${item[1]}` : `/${path}`}${parts[2] ?? ''}${parts[3] ?? ''}`;
}
