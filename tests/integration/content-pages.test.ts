import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../rules/content-pages';
import { storefront } from './harness';
import { browse, Jar, login } from './session-helpers';

/**
 * The content pages the footer links to (issue 14 item 1): each answers 200 in the shared shell
 * with its title, effective date and the sample notice, its page-type label (spec 2.4: the path),
 * private and revalidated for a visitor, private, no-store for a member; the footer links lead there.
 */
describe('content pages', () => {
  it('serves every page the footer and the link families print', async () => {
    const sf = storefront();
    const titles: Record<string, string> = {
      '/policy/terms': '이용약관',
      '/policy/privacy': '개인정보처리방침',
      '/policy/dispute-resolution': '분쟁해결기준',
      '/policy/payment-agency': '전자금융거래 이용약관',
      '/home/about': '회사 소개',
      '/contact-us': '고객센터',
    };
    for (const path of Object.values(CONTENT_PAGES)) {
      const res = await sf.fetch(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      const html = await res.text();
      expect(html).toContain(`data-page-type="${path}"`);
      expect(html).toContain(`<h1 class="m-0 text-2xl font-bold">${titles[path]}</h1>`);
      expect(html).toContain('시행일 2026.01.01');
      expect(html).toContain('데모 스토어를 위한 샘플');
    }
    const about = await (await sf.fetch('/home/about')).text();
    expect(about).toContain('서울특별시 성동구 성수이로 00');
    const home = await (await sf.fetch('/')).text();
    for (const path of ['/policy/terms', '/policy/privacy', '/home/about']) expect(home).toContain(`href="${path}"`);
  });

  it('answers a member privately', async () => {
    const sf = storefront();
    const jar = await login(sf, 'adult@demo.test', new Jar());
    const res = await browse(sf, jar, '/policy/privacy');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
  });
});
