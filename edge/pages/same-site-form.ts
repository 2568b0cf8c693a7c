import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { isCrossSite } from '../gateway/forward';

/** A form page's own answer to a post another site sent: the page again with its Korean error, or back where it came from. */
export type CrossSiteAnswer = (c: Context<AppEnv>) => Response | Promise<Response>;

/** The guards `sameSiteForm` made, so the route-table test can tell that every form route has one. */
const guards = new WeakSet<object>();

/**
 * The page forms' one cross-site check (issue 30 §3), the HTML twin of the gateway's
 * `refuseCrossSite`: registered before the handler of every form route, it answers a post
 * another site made the browser send with that page's own refusal (not a JSON 403), before the
 * handler reads the session's upstream or writes anything.
 *
 *     loginPages.post('/', sameSiteForm((c) => loginPage(c, { …, error: ko.errors.genericTemporary }, 403)), handler);
 */
export function sameSiteForm(answer: CrossSiteAnswer): MiddlewareHandler<AppEnv> {
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    if (isCrossSite(c)) return answer(c);
    await next();
  });
  guards.add(guard);
  return guard;
}

/** Whether a route handler is a `sameSiteForm` guard (also as a mounted sub-app wraps it, under Hono's `__COMPOSED_HANDLER`). */
export function isSameSiteGuard(handler: unknown): boolean {
  if (typeof handler !== 'function') return false;
  const inner: unknown = (handler as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER;
  return guards.has(handler) || (typeof inner === 'function' && guards.has(inner));
}
