/**
 * Resolves `c.var.device` from the User-Agent header, and nothing else: no query parameter or
 * cookie may override it (see src/device/user-agent.ts for the app web view token). The one
 * exception is the operator's preview in development (edge/context/preview.ts), which runs
 * later and which a production worker never reads.
 *
 *     app.use('*', device());
 *     app.get('/x', (c) => c.text(c.var.device.kind));
 *
 * Pages whose HTML differs by device must answer `Vary: User-Agent` or stay uncached.
 */
import { createMiddleware } from 'hono/factory';
import { parseUserAgent } from '../../src/device/user-agent';
import type { AppEnv } from '../app-env';

export function device() {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('device', parseUserAgent(c.req.header('user-agent')));
    await next();
  });
}
