import { describe, expect, it } from 'vitest';
import { storefront } from './harness';
import { createMember } from './origin-auth-helpers';
import { STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Issue 12 item 1: a login is a catalogue event the server records itself (the form post leaves
 * no page behind to send it), under the member's id; a refused login records nothing.
 */
type Stored = { name: string; eventName: string; trackingId: string; trackingKind: string; params?: Record<string, unknown> };

async function eventsOf(sf: ReturnType<typeof storefront>, userId: string, name: string): Promise<Stored[]> {
  // The event is stored after the answer (waitUntil): wait for it, a bounded number of times.
  for (let i = 0; i < 50; i++) {
    const events = ((await (await sf.fetch('/_ops/events?limit=500')).json()) as Stored[]).filter((e) => e.trackingId === userId && e.name === name);
    if (events.length > 0) return events;
    await new Promise((r) => setTimeout(r, 20));
  }
  return [];
}

describe('login event', () => {
  it('is stored for a password login, under the member, named by device', async () => {
    const sf = storefront();
    const m = await createMember();
    const res = await sf.fetch('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
      body: JSON.stringify({ id: m.userId, password: m.password }),
    });
    expect(res.status).toBe(200);
    await res.text();
    const [login] = await eventsOf(sf, m.userId, 'login');
    expect(login).toMatchObject({ eventName: 'pc_login', trackingKind: 'user', params: { method: 'password' } });
  });

  it('is not stored for a refused login', async () => {
    const sf = storefront();
    const m = await createMember();
    const res = await sf.fetch('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
      body: JSON.stringify({ id: m.userId, password: 'wrong-password' }),
    });
    expect(res.status).toBe(401);
    await res.text();
    const ok = await sf.fetch('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
      body: JSON.stringify({ id: m.userId, password: m.password }),
    });
    await ok.text();
    // Only the one good login is there.
    expect(await eventsOf(sf, m.userId, 'login')).toHaveLength(1);
  });
});
