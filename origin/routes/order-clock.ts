import type { Context } from 'hono';
import { authNowMs } from '../auth/clock';
import { isDevelopment } from '../auth/request';
import type { OriginEnv } from '../env';

/** The header the storefront's preview clock (STOREFRONT_NOW) arrives in (edge/context/clock.ts). */
const PREVIEW_CLOCK_HEADER = 'x-storefront-now';

/**
 * "Now" for order progress: in development the storefront's preview clock when it sends one, so
 * STOREFRONT_NOW shows an order shipped or delivered; anywhere else, and for anything else
 * (tokens, lockouts), the origin's own clock. A header that is not a time is ignored.
 */
export function orderNowMs<E extends { Bindings: OriginEnv }>(c: Context<E>): number {
  if (isDevelopment(c.env)) {
    const raw = c.req.header(PREVIEW_CLOCK_HEADER);
    const at = raw && raw.length <= 40 ? Date.parse(raw) : Number.NaN;
    if (Number.isFinite(at)) return at;
  }
  return authNowMs();
}
