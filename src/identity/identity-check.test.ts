import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityCheck, refreshIdentityCheck, resetIdentityCheck } from './identity-check';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answers(...bodies: [number, unknown][]) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    const [status, body] = bodies.shift() ?? [500, {}];
    return json(status, body);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  resetIdentityCheck();
  vi.unstubAllGlobals();
});

describe('identity-check query (spec 4.3, 6)', () => {
  it('asks once per page and keeps the answer', async () => {
    const fetch = answers([200, { result: 'SUCCESS', data: null }]);
    expect(await identityCheck()).toEqual({ kind: 'unverified' });
    expect(await identityCheck()).toEqual({ kind: 'unverified' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/v5/users/personal-info/ci:check');
  });

  it('is asked again after a verification, and later readers see the new answer', async () => {
    const fetch = answers([200, { result: 'SUCCESS', data: null }], [200, { result: 'SUCCESS', data: { gender: 'F', birthDate: '1995-03-03' } }]);
    expect(await identityCheck()).toEqual({ kind: 'unverified' });
    await refreshIdentityCheck();
    expect(await identityCheck()).toEqual({ kind: 'verified', gender: 'F', birthDate: '1995-03-03' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('concludes nothing from a refusal or a broken answer', async () => {
    answers([401, { result: 'FAIL', errorCode: 'LOGIN_REQUIRED' }]);
    expect(await identityCheck()).toEqual({ kind: 'unknown' });
    answers([200, { result: 'SUCCESS', data: [1] }]);
    expect(await refreshIdentityCheck()).toEqual({ kind: 'unknown' });
  });
});
