import { describe, expect, it } from 'vitest';
import { storefront } from './harness';
import { browse, login } from './session-helpers';

/**
 * The user-info refresh of spec 6 through the edge: its answer renews the session's display hint
 * (the name) and the grade cookie, which the session middleware otherwise keeps as they were.
 */
describe('GET /user/info/ (spec 6 user-info refresh)', () => {
  const sf = storefront();

  it('needs a member', async () => {
    const res = await sf.fetch('/user/info/');
    expect(res.status).toBe(401);
  });

  it('renews a stale name hint and grade cookie from the account', async () => {
    const jar = await login(sf, 'adult@demo.test');
    const user = JSON.parse(decodeURIComponent(jar.values.get('sf_user')!)) as { no: number; id: string; name: string };
    // What a browser holds after the account changed elsewhere: an old name and another grade.
    jar.values.set('sf_user', encodeURIComponent(JSON.stringify({ ...user, name: '예전이름' })));
    jar.values.set('sf_grade', '50');
    const page = await browse(sf, jar, '/');
    expect(page.status).toBe(200);
    // The session shows the name the browser last heard (until the refresh renews it).
    expect(await page.text()).toContain('예전이름');
    expect(jar.values.get('sf_grade')).toBe('50');

    const res = await browse(sf, jar, '/user/info/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = (await res.json()) as { data: { user_no: number; user_name: string; user_grade: number } };
    expect(body.data.user_no).toBe(user.no);
    expect(jar.values.get('sf_grade')).toBe(String(body.data.user_grade));
    expect(body.data.user_grade).toBe(10);
    const renewed = JSON.parse(decodeURIComponent(jar.values.get('sf_user')!)) as { no: number; id: string; name: string };
    expect(renewed).toEqual({ no: user.no, id: user.id, name: body.data.user_name });
    expect(renewed.name).not.toBe('예전이름');
    const after = await (await browse(sf, jar, '/')).text();
    expect(after).not.toContain('예전이름');
    expect(after).toContain(body.data.user_name);
  });
});
