/**
 * A browser's side of a session with the storefront: log in, keep the cookies, send them back.
 * Free of workerd imports, so the deploy bundle's smoke tests (tests/smoke) use it from Node too.
 */

/** What the tests send requests to: the storefront in workerd, in-process or as deployed. */
export interface Storefront {
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export const PASSWORD = 'demo1234!';
export const STOREFRONT_ORIGIN = 'http://127.0.0.1:8787';

/** A cookie jar: name → value, updated from Set-Cookie (Max-Age=0 removes). */
export class Jar {
  readonly values = new Map<string, string>();

  take(res: Response): this {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1);
      if (/Max-Age=0/i.test(line)) this.values.delete(name);
      else this.values.set(name, value);
    }
    return this;
  }

  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export async function login(sf: Storefront, id: string, jar = new Jar()): Promise<Jar> {
  const res = await sf.fetch('/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
    body: JSON.stringify({ id, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${id} answered ${res.status}: ${await res.text()}`);
  return jar.take(res);
}

/** A request as the browser would send it with the jar's cookies; the jar follows the answer. */
export async function browse(sf: Storefront, jar: Jar, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('cookie', jar.header());
  if (init.method && init.method !== 'GET') headers.set('origin', STOREFRONT_ORIGIN);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await sf.fetch(path, { ...init, headers, redirect: 'manual' });
  jar.take(res);
  return res;
}
