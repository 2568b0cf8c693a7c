/**
 * The page cache as one wrapper around the page routes that may be cached (issue 30 §1): a Hono
 * middleware put before the route's handler. It looks the page up (page-caching.ts) before the
 * handler loads anything; on a hit the handler never runs; on a miss it hands the handler's
 * render the capture (renderPage reads `pageCapture`), and every answer says what happened in
 * `Server-Timing: page-cache`. A handler only withdraws the capture for a page that must not be
 * kept (`keepNoPage`): it never looks the cache up itself.
 *
 *     productPages.get('/:itemNo', cachedPage({ query: PRODUCT_PAGE_QUERY, servable }), handler);
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { PageQuery } from '../../src/navigation/url';
import type { AppEnv } from '../app-env';
import { contextOf, renderInputsOf } from '../context/request-context';
import { rewriteHeaders } from '../context/response-headers';
import { lookupPage } from '../render/page-caching';

export interface CachedPageOptions {
  /** The query parameters the page reads (the same list its loader passes to `renderInputsOf`). */
  query?: PageQuery;
  /**
   * Asked on a hit before it is served: `true` serves it, `false` renders anew (and keeps
   * nothing), a Response is answered instead (an upstream failure of the check).
   */
  servable?: (c: Context<AppEnv>) => Promise<boolean | Response>;
}

export function cachedPage(opts: CachedPageOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const context = contextOf(c);
    const lookup = await lookupPage(c, { inputs: renderInputsOf(context, opts.query ?? 'all'), member: context.member !== null });
    if (lookup.state === 'hit') {
      const verdict = opts.servable ? await opts.servable(c) : true;
      if (verdict instanceof Response) return verdict;
      if (verdict) return lookup.response;
    }
    const capture = lookup.state === 'miss' ? lookup.capture : null;
    // On a miss every upstream call of this render reports how long its answer stays fresh.
    if (capture) {
      c.set('pageCapture', capture);
      c.set('pageFreshness', capture.log);
    }
    await next();
    // A miss only when the render was handed the capture (renderPage, status 200): anything else, a bypass.
    const state = c.get('pageCapture')?.offered ? 'miss' : 'bypass';
    rewriteHeaders(c, (headers) => headers.append('Server-Timing', `page-cache;desc="${state}"`));
  };
}

/** The page this handler draws is never kept (adult-only items, their gate), whoever asked. */
export function keepNoPage(c: Context<AppEnv>): void {
  c.set('pageCapture', null);
}
