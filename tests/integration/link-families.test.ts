import { describe, expect, it } from 'vitest';
import { ELSEWHERE_PAGES, FIXED_PAGES, isServedPage, OWN_MYPAGE_ROOT, pageLink, type FixedPage } from '../../src/navigation/links';
import { storefront } from './harness';
import { browse, Jar, login } from './session-helpers';

/**
 * Issue 14 item 2: every fixed page the storefront links to is served here, and the ones it does
 * not serve are listed as such (links.ts ELSEWHERE_PAGES, printed only for a configured host of
 * their own). When a page is built, this test says to move it off the list; when a served page
 * goes missing, it says which.
 */
const served = (Object.keys(FIXED_PAGES) as FixedPage[]).filter(isServedPage);

describe('link families', () => {
  it('every page pageLink prints is served, to a member and (or through the login page) to a visitor', async () => {
    const sf = storefront();
    const jar = await login(sf, 'adult@demo.test', new Jar());
    for (const page of served) {
      const path = pageLink(page);
      const member = await browse(sf, jar, path);
      // Account editing first asks for the password again: one hop on this origin, then the page.
      const landed = member.status === 303 ? await browse(sf, jar, member.headers.get('location') ?? '') : member;
      expect([page, path, member.status === 303 ? member.headers.get('location')?.startsWith('/password-reconfirm') : true, landed.status]).toEqual([page, path, true, 200]);
      const visitor = await sf.fetch(path, { redirect: 'manual' });
      expect([page, path, visitor.status < 400]).toEqual([page, path, true]);
      if (visitor.status >= 300) expect(visitor.headers.get('location')).toMatch(/^\/login\?returnTo=/);
    }
    expect(served).toContain('mypage');
    expect(pageLink('mypage')).toBe(OWN_MYPAGE_ROOT);
  });

  it('the pages left to other hosts are not served here (a page built here comes off the list)', async () => {
    const sf = storefront();
    const jar = await login(sf, 'adult@demo.test', new Jar());
    for (const page of ELSEWHERE_PAGES) {
      const path = FIXED_PAGES[page][1];
      const res = await browse(sf, jar, path);
      expect([page, path, res.status]).toEqual([page, path, 404]);
    }
  });
});
