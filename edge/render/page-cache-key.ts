/**
 * The page cache's key: every request input a visitor's page HTML depends on, and nothing else
 * (anything extra only splits entries; anything missing would serve one shopper's page to
 * another). What the render path reads, and where it is in the key:
 * - the page's address: origin, path and only the query parameters the page reads
 *   (`renderInputsOf` narrows them, `pageUrl`; the item page reads none), which is what the
 *   canonical link, the login link's return path, a search keyword and the page type see; a
 *   search-ad query hides the app nudge, which is in the key as `nudgeHidden`;
 * - the device as the rules read it: kind, platform and app build (app-version.ts and
 *   app-feature.ts pick exactly these); OS and app marketing versions are read by nothing;
 * - the feature flags of the request, all of them;
 * - siteOrigin, the configured hosts and ENVIRONMENT (QA label);
 * - the shell's cookie-derived choices: app banner dismissed, app nudge hidden by a campaign;
 * - the clock, to the minute: sale state, shipping dates and the shell's "today" are decided at
 *   render, so a kept page is at most one minute behind them (Seoul is UTC+9 all year, so its
 *   minutes are the UTC minutes);
 * - the promotion phase of that minute (src/promotion/periods.ts `promotionKey`): banners, the
 *   weeks landing and the item page's bridge flag;
 * - the operator's preview overrides (development only): they draw the preview bar;
 * - the shop's identity (footer, company and contact pages, store links): one per deployment,
 *   keyed all the same so a changed var is never served a page drawn with the old one;
 * - the client build's asset list (a new build must not be served old script tags).
 * Not in it, because visitors never get them: the member's name and cart count (members are
 * never served from the page cache). The CSP nonce is swapped on every hit (page-cache.ts).
 * Cookies other than the two above, random values and other headers are not read by the page.
 * The input is the `RenderInputs` render draws (render-inputs.ts).
 */
import type { Device } from '../../src/device/user-agent';
import { promotionKey } from '../../src/promotion/periods';
import type { RenderInputs } from './render-inputs';

export interface PageKeyInput extends Omit<RenderInputs, 'url' | 'device'> {
  /** The page's URL (`pageUrl`): origin, path and the parameters the page reads. */
  url: URL | string;
  device: Pick<Device, 'kind' | 'platform' | 'appBuild'>;
  /** Fingerprint of the asset manifest the page would be rendered with (`manifestGeneration`). */
  assets: string;
}

export function pageCacheKey(k: PageKeyInput): string {
  const minute = Math.floor(k.now.getTime() / 60_000);
  // Every flag by name, so a flag added later is in the key without touching this.
  const flags = Object.entries(k.flags)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, on]) => `${name}=${on ? 1 : 0}`)
    .join(',');
  return JSON.stringify([
    typeof k.url === 'string' ? k.url : k.url.href,
    k.device.kind,
    k.device.platform,
    k.device.appBuild,
    flags,
    k.siteOrigin,
    k.hosts.siteOrigin,
    k.hosts.shopOrigin,
    k.hosts.mypageOrigin,
    k.environment ?? null,
    k.appBannerDismissed,
    k.nudgeHidden,
    Number.isFinite(minute) ? minute : null,
    promotionKey(k.promotion),
    k.surveyScript,
    k.tags === null ? null : JSON.stringify(k.tags),
    k.preview === null ? null : JSON.stringify(k.preview),
    JSON.stringify(k.shop),
    k.assets,
  ]);
}

const generations = new WeakMap<object, string>();

/**
 * A fingerprint of the manifest's content, kept per manifest object (the loader keeps one until it
 * reads anew). Content, not an isolate's counter: the location's Cache API shares pages between
 * isolates, which must agree on the key of one build (FNV-1a over its JSON; 52 bits in base 36).
 */
export function manifestGeneration(manifest: object): string {
  let g = generations.get(manifest);
  if (g === undefined) {
    const text = JSON.stringify(manifest);
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 0x01000193) >>> 0;
      h2 = Math.imul(h2 ^ ch, 0x5bd1e995) >>> 0;
    }
    g = `${h1.toString(36)}.${h2.toString(36)}`;
    generations.set(manifest, g);
  }
  return g;
}
