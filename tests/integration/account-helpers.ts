import { expect } from 'vitest';
import { createMember } from './origin-auth-helpers';
import type { Storefront } from './harness';
import { browse, Jar, login, PASSWORD } from './session-helpers';

/** Shared steps of the account tests (issue 11 item 7): form posts and a reconfirmed member. */
export const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** A new member logged in through the edge, and reconfirmed when asked. */
export async function editor(sf: Storefront, opts: { reconfirm?: boolean; name?: string } = {}) {
  const m = await createMember({ password: PASSWORD, name: opts.name ?? '수정회원' });
  const jar = await login(sf, m.userId, new Jar());
  if (opts.reconfirm !== false) {
    const res = await browse(sf, jar, '/password-reconfirm', form({ password: PASSWORD, next: '/account/edit' }));
    expect(res.status, await res.text()).toBe(303);
  }
  return { m, jar };
}
