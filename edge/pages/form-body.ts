import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * A form post's text fields (the no-JavaScript paths of /login and /join); files and repeated
 * names beyond the first are ignored, and a body that does not parse is an empty form.
 */
export async function formOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  try {
    const body = await c.req.parseBody();
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
    return out;
  } catch {
    return {};
  }
}
