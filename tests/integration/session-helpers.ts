import { originUpstream } from './harness';
import { STOREFRONT_ORIGIN } from './cookie-session';

export { browse, Jar, login, PASSWORD, STOREFRONT_ORIGIN } from './cookie-session';

/**
 * Shared steps of the session, identity and adult-gate tests: log in through the edge, keep the
 * cookies like a browser, and get verification keys from the sandbox provider.
 */

export interface Person {
  name: string;
  birthDate: string;
  gender?: 'M' | 'F';
  phone?: string;
}

/** A key from the sandbox provider, as its result page would post it to the storefront. */
export async function providerKey(purpose: 'ci' | 'adult', person: Person, origin = STOREFRONT_ORIGIN): Promise<string> {
  const form = new URLSearchParams({ purpose, origin, name: person.name, birthDate: person.birthDate, gender: person.gender ?? 'F', phone: person.phone ?? '010-1234-5678' });
  const res = await originUpstream()('/sandbox/identity', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  const html = await res.text();
  const key = /data-key="([^"]+)"/.exec(html)?.[1];
  if (!key) throw new Error(`no key from the provider (${res.status}): ${html.slice(0, 400)}`);
  return key;
}
